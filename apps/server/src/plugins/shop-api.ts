import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { AppError } from '../lib/errors.ts';

/**
 * The shop API lives at `POST /api/{slug}/{path}`. Every module's shop routes are registered
 * inside this scope; an unknown slug is answered 404 before any of them runs.
 */
export function shopApi(modules: FastifyPluginAsync[]) {
  return async (app: FastifyInstance) => {
    app.addHook('onRequest', async (request) => {
      const { slug } = request.params as { slug?: string };
      if (slug !== app.config.STORE_SLUG) throw new AppError('NOT_FOUND', 'Loja não encontrada.');
    });
    // An empty body is an empty object: many calls take no payload.
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, text, done) => {
      const source = typeof text === 'string' ? text : text.toString('utf8');
      if (source.trim() === '') return done(null, {});
      try {
        const parsed: unknown = JSON.parse(source);
        if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) {
          return done(new AppError('BAD_REQUEST', 'O corpo do pedido deve ser um objeto JSON.'), undefined);
        }
        done(null, parsed);
      } catch {
        done(new AppError('BAD_REQUEST', 'O corpo do pedido não é JSON válido.'), undefined);
      }
    });
    for (const module of modules) await app.register(module);
    // Unknown calls count against the rate limit too, so probing for paths is not free.
    app.setNotFoundHandler({ preHandler: app.rateLimit() }, async () => {
      throw new AppError('NOT_FOUND', 'Esta operação não existe.');
    });
  };
}
