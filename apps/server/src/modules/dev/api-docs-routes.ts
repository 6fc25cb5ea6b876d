import type { FastifyInstance } from 'fastify';

/**
 * The OpenAPI document at GET /api/docs, outside production only (decision 084): production
 * serves no description of its back office; integrators read docs/openapi.json from the repository.
 */
export async function apiDocsRoutes(app: FastifyInstance) {
  let text: string | null = null;
  app.get('/api/docs', async (_request, reply) => {
    text ??= (await import('../../lib/openapi.ts')).openApiText();
    return reply.header('Cache-Control', 'no-store').type('application/json; charset=utf-8').send(text);
  });
}
