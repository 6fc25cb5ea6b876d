import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { AppError } from '../lib/errors.ts';
import { acceptJsonObjectBodies } from '../lib/json-object-body.ts';
import { absoluteImageUrls, publicOrigin } from '../lib/public-urls.ts';

/**
 * The shop API lives at `POST /api/{slug}/{path}`. Every module's shop routes are registered
 * inside this scope; an unknown slug is answered 404 before any of them runs.
 */
export function shopApi(modules: FastifyPluginAsync[]) {
  return async (app: FastifyInstance) => {
    app.addHook('onRequest', (request, _reply, done) => {
      const { slug } = request.params as { slug?: string };
      done(slug === app.config.STORE_SLUG ? undefined : new AppError('NOT_FOUND', 'Loja não encontrada.'));
    });
    acceptJsonObjectBodies(app);
    app.addHook('preSerialization', async (request, _reply, payload) => {
      absoluteImageUrls(payload, publicOrigin(app.config.PUBLIC_URL, request));
      return payload;
    });
    for (const module of modules) await app.register(module);
    // Unknown calls count against the rate limit too, so probing for paths is not free.
    app.setNotFoundHandler({ preHandler: app.floodGuard }, async () => {
      throw new AppError('NOT_FOUND', 'Esta operação não existe.');
    });
  };
}
