import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { AppError } from '../lib/errors.ts';
import { acceptJsonObjectBodies } from '../lib/json-object-body.ts';

/**
 * The back office's API lives at `POST /admin-api/{path}`, apart from the shop API: its own
 * sessions (staff), its own routes, the same envelope and error vocabulary.
 */
export function adminApi(modules: FastifyPluginAsync[]) {
  return async (app: FastifyInstance) => {
    acceptJsonObjectBodies(app);
    for (const module of modules) await app.register(module);
    app.setNotFoundHandler(async () => {
      throw new AppError('NOT_FOUND', 'Esta operação não existe.');
    });
  };
}
