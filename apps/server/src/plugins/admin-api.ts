import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { AppError } from '../lib/errors.ts';

/**
 * The back office's API lives at `POST /admin-api/{path}`, apart from the shop API: its own
 * sessions (staff), its own routes, the same envelope and error vocabulary.
 */
export function adminApi(modules: FastifyPluginAsync[]) {
  return async (app: FastifyInstance) => {
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
    app.setNotFoundHandler(async () => {
      throw new AppError('NOT_FOUND', 'Esta operação não existe.');
    });
  };
}
