// Swagger UI at /api/docs and the OpenAPI document at /api/docs/json, generated from the route schemas.
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

async function apiDocs(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Kemet data service',
        version: '1.0.0',
        description: 'Events, tours, accounts, bookings and forms.',
      },
      components: { securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'kemet_session' } } },
    },
  });
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    staticCSP: true,
    transformStaticCSP: (header) =>
      header
        .replace(/upgrade-insecure-requests;?/, '')
        .replace("frame-ancestors 'self'", "frame-ancestors 'none'")
        .replace(/ validator\.swagger\.io/, ''),
  });
}

export default fp(apiDocs, { name: 'kemet-api-docs' });
