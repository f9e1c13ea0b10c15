import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { toJsonSchema } from './routing';

const PARTS = ['body', 'querystring', 'params'] as const;

/**
 * The OpenAPI document is generated from the same zod schemas that validate requests:
 * `/api/docs` (Swagger UI) and `/api/docs/json`.
 */
export async function installOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Pickleball back-office API',
        version: '1.0.0',
        description:
          'Answers are `{data, meta?, message?}`; errors are `{code, message, errors?}` in the language of `Accept-Language` (en or vi).',
      },
      components: {
        securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    transform: ({ schema, url }) => {
      if (!schema) return { schema, url };
      const transformed: Record<string, unknown> = { ...schema };
      for (const part of PARTS) {
        const value = (schema as Record<string, unknown>)[part];
        if (value && typeof value === 'object' && '_zod' in value)
          transformed[part] = toJsonSchema(value as z.ZodType, 'input');
      }
      return { schema: transformed as typeof schema, url };
    },
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
}
