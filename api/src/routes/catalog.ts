// The catalogue: paged, sorted, searchable experiences, one experience, and the location / provider facets.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { and, asc, count, desc, eq, ilike, sql, type SQL } from 'drizzle-orm';
import { experiences, providers } from '../db/schema.js';
import { ApiError } from '../http/errors.js';
import { EventsQuery, ExperienceSchema, IdParams, NameCountList, PageSchema, errors } from '@kemet/contract/schemas';
import { toExperience } from '../http/serialize.js';
import { selectExperiences } from '../catalog/experienceQuery.js';

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

const orderings: Record<string, SQL[]> = {
  recent: [desc(experiences.createdAt), desc(experiences.id)],
  name: [asc(experiences.name), asc(experiences.id)],
  location: [asc(experiences.location), asc(experiences.name), asc(experiences.id)],
  provider: [asc(providers.name), asc(experiences.name), asc(experiences.id)],
};

export const catalogRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app.ctx;
  // Prepared once: the lateral joins take longer to plan than to run, and this is the busiest catalogue read.
  const experienceById = selectExperiences(db)
    .where(eq(experiences.id, sql.placeholder('id')))
    .limit(1)
    .prepare('experience_by_id');

  app.get(
    '/events',
    { schema: { tags: ['catalogue'], querystring: EventsQuery, response: { 200: PageSchema, ...errors(400) } } },
    async (request) => {
      const { page, pageSize, sort, q, location, provider, featured } = request.query;
      const filters: SQL[] = [];
      const keyword = q?.trim().toLowerCase();
      if (keyword) filters.push(ilike(experiences.searchText, `%${escapeLike(keyword)}%`));
      if (location?.trim()) filters.push(sql`lower(${experiences.location}) = ${location.trim().toLowerCase()}`);
      if (provider?.trim()) filters.push(sql`lower(${providers.name}) = ${provider.trim().toLowerCase()}`);
      if (featured) filters.push(eq(experiences.featured, featured));
      const where = filters.length ? and(...filters) : undefined;

      const [{ total }] = await db
        .select({ total: count() })
        .from(experiences)
        .innerJoin(providers, eq(providers.id, experiences.providerId))
        .where(where);
      const rows = await selectExperiences(db)
        .where(where)
        .orderBy(...orderings[sort])
        .limit(pageSize)
        .offset((page - 1) * pageSize);
      return {
        items: rows.map(toExperience),
        page,
        pageSize,
        total,
        totalPages: Math.ceil(total / pageSize),
      };
    },
  );

  app.get(
    '/events/:id',
    { schema: { tags: ['catalogue'], params: IdParams, response: { 200: ExperienceSchema, ...errors(400, 404) } } },
    async (request) => {
      const [row] = await experienceById.execute({ id: request.params.id });
      if (!row) throw new ApiError(404, 'NOT_FOUND', 'We could not find that experience.');
      return toExperience(row);
    },
  );

  app.get('/locations', { schema: { tags: ['catalogue'], response: { 200: NameCountList } } }, async () => {
    return db
      .select({ name: experiences.location, label: experiences.location, count: count() })
      .from(experiences)
      .groupBy(experiences.location)
      .orderBy(asc(experiences.location));
  });

  app.get('/providers', { schema: { tags: ['catalogue'], response: { 200: NameCountList } } }, async () => {
    return db
      .select({ name: providers.name, label: providers.name, count: count(experiences.id) })
      .from(providers)
      .innerJoin(experiences, eq(experiences.providerId, providers.id))
      .groupBy(providers.name)
      .orderBy(asc(providers.name));
  });
};
