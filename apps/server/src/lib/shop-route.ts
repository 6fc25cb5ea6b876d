import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Db } from '../db/client.ts';
import type { AuthContext } from '../plugins/auth.ts';
import { AppError } from './errors.ts';
import { noteCall } from './registered-calls.ts';
import { parseOrThrow } from './validation.ts';

export type AuthMode = 'none' | 'optional' | 'required';

export interface ShopContext<B, A extends AuthMode> {
  body: B;
  customer: A extends 'required' ? AuthContext : AuthContext | null;
  request: FastifyRequest;
  reply: FastifyReply;
  db: Db;
}

/** What a handler may return to choose the success message or HTTP status. */
export class ShopResult<T> {
  constructor(
    readonly data: T,
    readonly message: string,
    readonly httpStatus = 200,
  ) {}
}
export const shopResult = <T>(data: T, message: string, httpStatus = 200) => new ShopResult(data, message, httpStatus);

/** A whole answer already serialised (envelope included, compressed when `encoding` says so), or 304 with no body. */
export class ShopRawAnswer {
  constructor(
    readonly json: string | Buffer,
    readonly httpStatus: 200 | 304 = 200,
    readonly encoding?: 'br' | 'gzip',
  ) {}
}

export interface ShopRouteOptions<S extends z.ZodType, A extends AuthMode> {
  body: S;
  auth: A;
  /** Default success message. */
  message?: string;
  /** Per-IP limit for this call, on top of the global one. */
  rateLimit?: { max: number; timeWindow: string | number };
  /** For multipart routes: turn the request into the object `body` validates. */
  parse?: (request: FastifyRequest) => Promise<unknown>;
  /**
   * Tried before authentication and validation, with the request's fields as they came: an answer
   * ends the request there (a guest's catalogue answer kept in memory), null goes the usual way.
   */
  early?: (request: FastifyRequest, reply: FastifyReply, raw: Record<string, unknown>) => Promise<ShopRawAnswer | null>;
}

function sendRaw(reply: FastifyReply, answer: ShopRawAnswer) {
  if (answer.httpStatus === 304) return reply.code(304).send();
  reply.type('application/json; charset=utf-8');
  if (answer.encoding) reply.header('Content-Encoding', answer.encoding);
  return reply.send(answer.json);
}

const hasIdentity = (value: unknown) => value !== undefined && value !== null && value !== '' && value !== 0 && value !== '0';

/** The request names a customer (customer_id or user_id): only its token may answer for it. */
export const claimsAnIdentity = (raw: unknown) => ['customer_id', 'user_id'].some((f) => hasIdentity((raw as Record<string, unknown> | null)?.[f]));

/**
 * The identity rule: the customer comes from the token. A customer_id or user_id in the body is
 * tolerated only when it names the token's own customer.
 */
function checkBodyIdentity(raw: unknown, customer: AuthContext | null) {
  if (!raw || typeof raw !== 'object') return;
  for (const field of ['customer_id', 'user_id'] as const) {
    const value = (raw as Record<string, unknown>)[field];
    if (!hasIdentity(value)) continue;
    if (!customer) throw new AppError('UNAUTHENTICATED', 'Inicie sessão para continuar.');
    if (String(value) !== String(customer.customerId)) {
      throw new AppError('FORBIDDEN', 'Não tem permissão para aceder aos dados de outro cliente.');
    }
  }
}

/** Registers one shop call: `POST /api/{slug}{path}` with the envelope, validation and auth. */
export function shopRoute<S extends z.ZodType, A extends AuthMode, R>(
  app: FastifyInstance,
  path: string,
  options: ShopRouteOptions<S, A>,
  handler: (ctx: ShopContext<z.infer<S>, A>) => Promise<R | ShopResult<R> | ShopRawAnswer>,
  methods: ('POST' | 'GET')[] = ['POST'],
) {
  // The call map knows the spec's POST; a catalogue read's GET alias answers the same call.
  noteCall({ api: 'shop', method: 'POST', path, request: options.body });
  app.route({
    method: methods,
    url: path,
    config: { input: { body: options.body }, ...(options.rateLimit ? { rateLimit: options.rateLimit } : {}) },
    handler: async (request, reply) => {
    const raw = options.parse ? await options.parse(request) : { ...(request.query as object), ...(request.body as object) };
    const early = options.early && raw && typeof raw === 'object' ? await options.early(request, reply, raw as Record<string, unknown>) : null;
    if (early) return sendRaw(reply, early);
    const claimsIdentity = claimsAnIdentity(raw);
    const customer = options.auth === 'none' && !claimsIdentity ? null : await request.auth();
    if (options.auth === 'required' && !customer) throw new AppError('UNAUTHENTICATED', 'Inicie sessão para continuar.');
    checkBodyIdentity(raw, customer);
    const body = parseOrThrow(options.body, raw);
    const result = await handler({ body, customer: customer as ShopContext<z.infer<S>, A>['customer'], request, reply, db: app.db });
    if (result instanceof ShopRawAnswer) return sendRaw(reply, result);
    if (result instanceof ShopResult) {
      reply.code(result.httpStatus);
      return { status: 1, message: result.message, data: result.data };
    }
    return { status: 1, message: options.message ?? 'Sucesso.', data: result };
  } });
}
