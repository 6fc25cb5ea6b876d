import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { GENERIC_ERROR_MESSAGE, type ErrorCode } from '@shop/contract/errors';
import { ZodError } from 'zod';
import { isDatabaseUnavailable } from '../db/connection-errors.ts';
import { AppError } from '../lib/errors.ts';
import { validationError } from '../lib/validation.ts';

export const DATABASE_UNAVAILABLE_MESSAGE = 'O serviço está temporariamente indisponível. Tente novamente dentro de momentos.';

type ApiKind = 'shop' | 'functions' | 'plain';

export function apiKindOf(url: string): ApiKind {
  if (url.startsWith('/api/') || url.startsWith('/admin-api/')) return 'shop';
  if (url.startsWith('/functions/')) return 'functions';
  return 'plain';
}

/** Framework errors (bad JSON, oversize bodies, rate limits) mapped into the one vocabulary. */
function fromFrameworkError(error: FastifyError): AppError | null {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return new AppError('BAD_REQUEST', 'O corpo do pedido não é JSON válido.');
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return new AppError('BAD_REQUEST', 'Tipo de conteúdo não suportado.', { status: 415 });
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
    case 'FST_REQ_FILE_TOO_LARGE':
      return new AppError('PAYLOAD_TOO_LARGE', 'O ficheiro deve ter no máximo 5MB');
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return new AppError('BAD_REQUEST', 'O pedido deve ser enviado como formulário multipart.');
    default:
      break;
  }
  if (error.statusCode === 429) return new AppError('RATE_LIMITED', 'Demasiados pedidos. Aguarde um momento e tente novamente.');
  if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
    return new AppError('BAD_REQUEST', 'Pedido inválido.', { status: error.statusCode });
  }
  return null;
}

export function sendError(request: FastifyRequest, reply: FastifyReply, error: AppError | null, cause?: unknown) {
  const known = error ?? null;
  if (!known) request.log.error({ err: cause, url: request.routeOptions?.url }, 'unhandled error');
  const status = known?.httpStatus ?? 500;
  const code: ErrorCode = known?.code ?? 'INTERNAL';
  const message = known?.message ?? GENERIC_ERROR_MESSAGE;
  reply.code(status);
  if (known?.retryAfter) reply.header('Retry-After', String(Math.ceil(known.retryAfter)));
  // Our own failures carry the request id (also in X-Request-Id on every answer) for the customer to quote.
  const reference = status >= 500 ? { request_id: request.id } : {};
  const kind = apiKindOf(request.url);
  if (kind === 'functions') return reply.send({ success: false, data: null, error: message, code, ...reference });
  if (kind === 'shop') {
    return reply.send({ status: 0, message, data: known?.data ?? null, code, ...(known?.details ? { errors: known.details } : {}), ...reference });
  }
  return reply.send({ error: message, code, ...reference });
}

/** One error handler: codes to HTTP status and envelope; 5xx details are logged, never sent. */
export function installErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | AppError | ZodError, request, reply) => {
    if (error instanceof AppError) return sendError(request, reply, error);
    if (error instanceof ZodError) return sendError(request, reply, validationError(error));
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error, url: request.routeOptions?.url }, 'database unavailable');
      reply.header('Retry-After', '5');
      return sendError(request, reply, new AppError('UNAVAILABLE', DATABASE_UNAVAILABLE_MESSAGE));
    }
    return sendError(request, reply, fromFrameworkError(error as FastifyError), error);
  });
}
