// The catalogue: paged, sorted, searchable experiences, one experience, and the location / provider facets.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { and, asc, count, desc, eq, ilike, sql, type SQL } from 'drizzle-orm';
import { experiences, providers } from '../db/schema.js';
import {
  ExperiencesQuery,
  ExperienceSchema,
  IdParams,
  NameCountList,
  PageSchema,
  errors,
} from '@kemet/contract/schemas';
import { toExperience } from '../http/serialize.js';
import { placesShownBy, selectExperiences } from '../catalog/experienceQuery.js';
import { showsPlacesOf } from '../catalog/cachedAnswers.js';
import { eventsKey, idKey, noKey } from '../catalog/cacheKeys.js';
import { answerLanguage } from '../i18n/answerLanguage.js';
import type { Language } from '../i18n/language.js';
import { experiencesIn, locationsIn, providersIn } from '../i18n/translations.js';
import { isPublished } from '../catalog/published.js';
import { experienceNotFound } from '../catalog/publishedExperience.js';

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

const orderings: Record<string, SQL[]> = {
  recent: [desc(experiences.createdAt), desc(experiences.id)],
  name: [asc(experiences.name), asc(experiences.id)],
  location: [asc(experiences.location), asc(experiences.name), asc(experiences.id)],
  provider: [asc(providers.name), asc(experiences.name), asc(experiences.id)],
};

/** In another language, names sort as they are shown: the translation, else the English. */
function orderingsIn(language: Language): Record<string, SQL[]> {
  if (language === 'en') return orderings;
  const name = sql`coalesce((select t.name from experience_translations t
    where t.experience_id = ${experiences.id} and t.language = ${language}), ${experiences.name})`;
  const location = sql`coalesce((select t.location_label from experience_translations t
    where t.experience_id = ${experiences.id} and t.language = ${language}),
    (select g.label from governorate_translations g where g.name = ${experiences.location} and g.language = ${language}), ${experiences.location})`;
  const provider = sql`coalesce((select t.label from provider_translations t
    where t.provider_id = ${providers.id} and t.language = ${language}), ${providers.name})`;
  return {
    recent: orderings.recent,
    name: [asc(name), asc(experiences.id)],
    location: [asc(location), asc(name), asc(experiences.id)],
    provider: [asc(provider), asc(name), asc(experiences.id)],
  };
}

export const catalogRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app.ctx;
  // Prepared once: the lateral joins take longer to plan than to run, and this is the busiest catalogue read.
  const experienceById = selectExperiences(db)
    .where(and(eq(experiences.id, sql.placeholder('id')), isPublished))
    .limit(1)
    .prepare('experience_by_id');

  app.get(
    '/events',
    {
      config: { cache: eventsKey },
      schema: { tags: ['catalogue'], querystring: ExperiencesQuery, response: { 200: PageSchema, ...errors(400) } },
    },
    async (request, reply) => {
      const language = answerLanguage(request, reply);
      const { page, pageSize, sort, q, location, provider, featured } = request.query;
      const filters: SQL[] = [isPublished];
      const keyword = q?.trim().toLowerCase();
      if (keyword) filters.push(ilike(experiences.searchText, `%${escapeLike(keyword)}%`));
      if (location?.trim()) filters.push(sql`lower(${experiences.location}) = ${location.trim().toLowerCase()}`);
      if (provider?.trim()) filters.push(sql`lower(${providers.name}) = ${provider.trim().toLowerCase()}`);
      if (featured) filters.push(eq(experiences.featured, featured));
      const where = and(...filters);

      const [{ total }] = await db
        .select({ total: count() })
        .from(experiences)
        .innerJoin(providers, eq(providers.id, experiences.providerId))
        .where(where);
      const rows = await selectExperiences(db)
        .where(where)
        .orderBy(...orderingsIn(language)[sort])
        .limit(pageSize)
        .offset((page - 1) * pageSize);
      showsPlacesOf(request, rows.map(placesShownBy));
      return {
        items: await experiencesIn(db, language, rows.map(toExperience)),
        page,
        pageSize,
        total,
        totalPages: Math.ceil(total / pageSize),
      };
    },
  );

  app.get(
    '/events/:id',
    {
      config: { cache: idKey },
      schema: { tags: ['catalogue'], params: IdParams, response: { 200: ExperienceSchema, ...errors(400, 404) } },
    },
    async (request, reply) => {
      const language = answerLanguage(request, reply);
      const [row] = await experienceById.execute({ id: request.params.id });
      if (!row) throw experienceNotFound();
      showsPlacesOf(request, [placesShownBy(row)]);
      const [experience] = await experiencesIn(db, language, [toExperience(row)]);
      return experience;
    },
  );

  // Sorted by name (the key), the same order in every language.
  app.get(
    '/locations',
    { config: { cache: noKey }, schema: { tags: ['catalogue'], response: { 200: NameCountList } } },
    async (request, reply) => {
      const language = answerLanguage(request, reply);
      const rows = await db
        .select({ name: experiences.location, label: experiences.location, count: count() })
        .from(experiences)
        .where(isPublished)
        .groupBy(experiences.location)
        .orderBy(asc(experiences.location));
      return locationsIn(db, language, rows);
    },
  );

  app.get(
    '/providers',
    { config: { cache: noKey }, schema: { tags: ['catalogue'], response: { 200: NameCountList } } },
    async (request, reply) => {
      const language = answerLanguage(request, reply);
      const rows = await db
        .select({ id: providers.id, name: providers.name, label: providers.name, count: count(experiences.id) })
        .from(providers)
        .innerJoin(experiences, and(eq(experiences.providerId, providers.id), isPublished))
        .groupBy(providers.id, providers.name)
        .orderBy(asc(providers.name));
      return providersIn(db, language, rows);
    },
  );
};
