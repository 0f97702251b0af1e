import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

export const OPENAPI_PATH = '/api/openapi.json';
export const DOCS_PATH = '/api/docs';

/**
 * The OpenAPI 3.1 document of every route registered after this plugin, built from the routes'
 * contract schemas, and a reference page for it. The page's scripts and styles are served from
 * this server, so the app's strict CSP holds there too.
 */
export const openApi = fp(
  async (app: FastifyInstance) => {
    await app.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: { title: 'IdeaPilot API', version: '1.0.0' },
        components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
      },
      transform: jsonSchemaTransform,
    });
    await app.register(swaggerUi, { routePrefix: DOCS_PATH });
    app.get(OPENAPI_PATH, { schema: { hide: true } }, () => app.swagger());
  },
  { name: 'openapi' },
);
