import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** The OpenAPI document is generated from the route schemas; /api/docs shows it, /api/docs/json serves it. */
async function docsPlugin(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'School meetings API',
        description:
          'Courses, meetings, contact messages and accounts for the school website and admin apps.',
        version: '1.0.0',
      },
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
}

export const docs = fp(docsPlugin, { name: 'docs' });
