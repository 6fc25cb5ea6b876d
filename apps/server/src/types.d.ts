import type { Config } from './config/env.ts';
import type { Database, Db } from './db/client.ts';
import type { ZodType } from 'zod';
import type { AuthContext } from './plugins/auth.ts';
import type { FrontDoor } from './lib/front-door.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: Database;
    db: Db;
    /** Answers kept in memory, written before Fastify (decision 178). */
    frontDoor: FrontDoor;
  }
  interface FastifyContextConfig {
    /** The schemas a route's input is parsed with (shop, admin and functions routes): read by the route walker test. */
    input?: { body?: ZodType; query?: ZodType };
  }
  interface FastifyRequest {
    /** Resolves (once per request) the customer behind the bearer token, or null for a guest. */
    auth(): Promise<AuthContext | null>;
  }
}
