import type { FastifyInstance } from 'fastify';
import { AppError } from './errors.ts';

/**
 * Within an API scope, a JSON body must be an object, and an empty body is an empty object
 * (many calls take no payload). Malformed JSON is answered in Portuguese.
 */
export function acceptJsonObjectBodies(app: FastifyInstance) {
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
}
