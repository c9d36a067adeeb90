// GET /api/sitemap/experiences: what the shell's /sitemap.xml lists: every experience's record id, kind and the time
// its content last changed (updated_at, kept by a trigger: migration 0008). Public and small; crawlers ask rarely.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { asc } from 'drizzle-orm';
import { isPublished } from '../catalog/published.js';
import { Type } from 'typebox';
import { experiences } from '../db/schema.js';

export const SitemapExperienceSchema = Type.Object({
  id: Type.Integer({ description: 'Record id; the URL eventId is id - 1' }),
  kind: Type.Union([Type.Literal('event'), Type.Literal('tour')]),
  updatedAt: Type.String({ format: 'date-time', description: 'When its content (or a translation) last changed' }),
});

export const sitemapDataRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app.ctx;
  app.get(
    '/sitemap/experiences',
    { schema: { tags: ['catalogue'], response: { 200: Type.Array(SitemapExperienceSchema) } } },
    async (_request, reply) => {
      const rows = await db
        .select({ id: experiences.id, kind: experiences.kind, updatedAt: experiences.updatedAt })
        .from(experiences)
        .where(isPublished)
        .orderBy(asc(experiences.id));
      reply.header('Cache-Control', 'public, max-age=300');
      return rows.map((row) => ({
        id: row.id,
        kind: row.kind as 'event' | 'tour',
        updatedAt: row.updatedAt.toISOString(),
      }));
    },
  );
};
