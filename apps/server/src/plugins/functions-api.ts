import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { AppError } from '../lib/errors.ts';
import { safeEqual } from '../lib/tokens.ts';

/**
 * The functions API (blog, appointments, contact). The anonymous key must come on
 * `Authorization: Bearer` or `apikey`; every key that is sent must be the right one.
 */
export function functionsApi(modules: FastifyPluginAsync[]) {
  return async (app: FastifyInstance) => {
    app.addHook('onRequest', async (request) => {
      const bearer = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1];
      const apikey = request.headers.apikey;
      const sent = [bearer, typeof apikey === 'string' ? apikey : undefined].filter((k): k is string => Boolean(k));
      if (sent.length === 0) throw new AppError('UNAUTHENTICATED', 'Chave de acesso em falta.');
      if (!sent.every((key) => safeEqual(key, app.config.ANON_KEY))) throw new AppError('UNAUTHENTICATED', 'Chave de acesso inválida.');
    });
    for (const module of modules) await app.register(module);
    // Unknown calls count against the rate limit too, so probing for paths is not free.
    app.setNotFoundHandler({ preHandler: app.floodGuard }, async () => {
      throw new AppError('NOT_FOUND', 'Esta operação não existe.');
    });
  };
}
