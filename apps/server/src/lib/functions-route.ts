import type { FastifyInstance, FastifyReply, FastifyRequest, HTTPMethods } from 'fastify';
import type { z } from 'zod';
import { functionsCalls, type FunctionsCall, type FunctionsCalls, type FunctionsSpec, type RequestSchema } from '@shop/contract/api';
import type { Db } from '../db/client.ts';
import { noteCall } from './registered-calls.ts';
import { parseOrThrow } from './validation.ts';

export interface FunctionsContext<Q, B, P = Record<string, string>> {
  query: Q;
  body: B;
  /** The call's `:name` path parameters, as the map's key names them. */
  params: P;
  request: FastifyRequest;
  reply: FastifyReply;
  db: Db;
}

/** What a call answers in `data`, from the contract's call map. */
export type FunctionsAnswer<C extends FunctionsCall> = FunctionsCalls[C]['answer'];
type QueryOf<C extends FunctionsCall> = FunctionsSpec<C> extends { query: infer Q extends z.ZodType } ? z.output<Q> : Record<string, never>;
type BodyOf<C extends FunctionsCall> = C extends `GET ${string}` ? Record<string, never> : z.output<RequestSchema<FunctionsSpec<C>>>;

export interface FunctionsRouteOptions {
  /** The HTTP status of a success (201 for calls that create something). */
  status?: number;
  /** The handler reads and checks the body itself (a multipart form; the contact form's own messages). */
  ownBody?: true;
}

/**
 * Registers one functions-API call with the `{ success, data, error }` envelope. The call is a key
 * of the contract's call map (`'GET /blog-api/posts'`): the map gives the query schema and the body
 * schema (POST), and the handler must answer the map's answer type.
 */
export function functionsRoute<C extends FunctionsCall>(
  app: FastifyInstance,
  call: C,
  options: FunctionsRouteOptions,
  handler: (ctx: FunctionsContext<QueryOf<C>, BodyOf<C>, FunctionsCalls[C]['params']>) => Promise<FunctionsAnswer<C>>,
) {
  const spec: { request: z.ZodType; query?: z.ZodType } = functionsCalls[call];
  const [method, path] = call.split(' ') as [HTTPMethods, string];
  const bodySchema = method !== 'GET' && !options.ownBody ? spec.request : undefined;
  const querySchema = spec.query;
  noteCall({ api: 'functions', method, path, request: bodySchema });
  app.route({
    method,
    url: path,
    config: { input: { ...(querySchema ? { query: querySchema } : {}), ...(bodySchema ? { body: bodySchema } : {}) } },
    handler: async (request, reply) => {
      const query = (querySchema ? parseOrThrow(querySchema, request.query ?? {}) : {}) as QueryOf<C>;
      const body = (bodySchema ? parseOrThrow(bodySchema, request.body ?? {}) : {}) as BodyOf<C>;
      const data = await handler({ query, body, params: request.params as FunctionsCalls[C]['params'], request, reply, db: app.db });
      if (options.status) reply.code(options.status);
      return { success: true, data, error: null };
    },
  });
}
