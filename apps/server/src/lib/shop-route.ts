import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { shopCalls, type ShopCalls, type ShopPath, type ShopSpec, type RequestSchema } from '@shop/contract/api';
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

/** What a call answers in `data`, from the contract's call map. */
export type ShopAnswer<P extends ShopPath> = ShopCalls[P]['answer'];
/** What a handler may return: the map's answer, with a chosen message or status, or an answer already serialised. */
export type ShopHandlerResult<P extends ShopPath> = ShopAnswer<P> | ShopResult<ShopAnswer<P>> | ShopRawAnswer;

/**
 * How a call is served besides what the map says. The body schema and who may call come from the
 * contract's call map (`shopCalls`), never from here; only a multipart call (the map's `file`)
 * names the schema of its form with the file in it.
 */
export interface ShopRouteOptions<P extends ShopPath, S extends z.ZodType> {
  /** Multipart calls only: the map's fields plus the uploaded file, as `parse` returns them. */
  form?: ShopSpec<P> extends { file: object } ? S : never;
  /** Default success message. */
  message?: string;
  /** Per-IP limit for this call, on top of the global one. */
  rateLimit?: { max: number; timeWindow: string | number };
  /** For multipart routes: turn the request into the object the body schema validates. */
  parse?: (request: FastifyRequest) => Promise<unknown>;
  /**
   * Tried before authentication and validation, with the request's fields as they came: an answer
   * ends the request there (a guest's catalogue answer kept in memory), null goes the usual way.
   */
  early?: (request: FastifyRequest, reply: FastifyReply, raw: Record<string, unknown>) => Promise<ShopRawAnswer | null>;
}

/** The Content-Type of every shop answer sent already serialised. */
export const JSON_ANSWER_TYPE = 'application/json; charset=utf-8';

function sendRaw(reply: FastifyReply, answer: ShopRawAnswer) {
  if (answer.httpStatus === 304) return reply.code(304).send();
  reply.type(JSON_ANSWER_TYPE);
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

/**
 * Registers one shop call, `POST /api/{slug}{path}`, with the envelope, validation and auth. The
 * path is a key of the contract's call map: the body is validated with the map's request schema,
 * the map's `auth` says who may call, and the handler must answer the map's answer type, so a field
 * renamed in the contract fails the server's typecheck as it fails the web's.
 */
export function shopRoute<P extends ShopPath, S extends z.ZodType = RequestSchema<ShopSpec<P>>>(
  app: FastifyInstance,
  path: P,
  options: ShopRouteOptions<P, S>,
  handler: (ctx: ShopContext<z.output<S>, ShopSpec<P>['auth']>) => Promise<ShopHandlerResult<P>>,
  methods: ('POST' | 'GET')[] = ['POST'],
) {
  const spec: { request: z.ZodType; auth: AuthMode } = shopCalls[path];
  const schema: z.ZodType = options.form ?? spec.request;
  // The call map knows the spec's POST; a catalogue read's GET alias answers the same call.
  noteCall({ api: 'shop', method: 'POST', path, request: schema });
  app.route({
    method: methods,
    url: path,
    config: { input: { body: schema }, ...(options.rateLimit ? { rateLimit: options.rateLimit } : {}) },
    handler: async (request, reply) => {
    const raw = options.parse ? await options.parse(request) : { ...(request.query as object), ...(request.body as object) };
    const early = options.early && raw && typeof raw === 'object' ? await options.early(request, reply, raw as Record<string, unknown>) : null;
    if (early) return sendRaw(reply, early);
    const claimsIdentity = claimsAnIdentity(raw);
    const customer = spec.auth === 'none' && !claimsIdentity ? null : await request.auth();
    if (spec.auth === 'required' && !customer) throw new AppError('UNAUTHENTICATED', 'Inicie sessão para continuar.');
    checkBodyIdentity(raw, customer);
    const body = parseOrThrow(schema, raw) as z.output<S>;
    const result = await handler({ body, customer: customer as ShopContext<z.output<S>, ShopSpec<P>['auth']>['customer'], request, reply, db: app.db });
    if (result instanceof ShopRawAnswer) return sendRaw(reply, result);
    if (result instanceof ShopResult) {
      reply.code(result.httpStatus);
      return { status: 1, message: result.message, data: result.data };
    }
    return { status: 1, message: options.message ?? 'Sucesso.', data: result };
  } });
}
