import type { FastifyInstance } from 'fastify';

export async function healthRoutes(app: FastifyInstance) {
  app.get('/healthz', { config: { rateLimit: false } }, async (request, reply) => {
    try {
      await app.database.ping();
      return { status: 'ok', database: 'up', driver: app.database.driver };
    } catch (err) {
      request.log.error({ err }, 'database ping failed');
      return reply.code(503).send({ status: 'error', database: 'down', driver: app.database.driver });
    }
  });
}
