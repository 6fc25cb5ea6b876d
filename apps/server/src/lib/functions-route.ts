import type { FastifyInstance, FastifyReply, FastifyRequest, HTTPMethods } from 'fastify';
import type { z } from 'zod';
import type { Db } from '../db/client.ts';
import { noteCall } from './registered-calls.ts';
import { parseOrThrow } from './validation.ts';

export interface FunctionsContext<Q, B> {
  query: Q;
  body: B;
  params: Record<string, string>;
  request: FastifyRequest;
  reply: FastifyReply;
  db: Db;
}

/** Registers one functions-API call with the `{ success, data, error }` envelope. */
export function functionsRoute<Q extends z.ZodType, B extends z.ZodType, R>(
  app: FastifyInstance,
  method: HTTPMethods,
  path: string,
  options: { query?: Q; body?: B; status?: number; parse?: (request: FastifyRequest) => Promise<unknown> },
  handler: (ctx: FunctionsContext<z.infer<Q>, z.infer<B>>) => Promise<R>,
) {
  noteCall({ api: 'functions', method, path, request: options.body });
  app.route({
    method,
    url: path,
    config: { input: { ...(options.query ? { query: options.query } : {}), ...(options.body ? { body: options.body } : {}) } },
    handler: async (request, reply) => {
      const query = (options.query ? parseOrThrow(options.query, request.query ?? {}) : {}) as z.infer<Q>;
      const rawBody = options.parse ? await options.parse(request) : (request.body ?? {});
      const body = (options.body ? parseOrThrow(options.body, rawBody) : {}) as z.infer<B>;
      const data = await handler({ query, body, params: request.params as Record<string, string>, request, reply, db: app.db });
      if (options.status) reply.code(options.status);
      return { success: true, data, error: null };
    },
  });
}
