import type { Config } from './config/env.ts';
import type { Database, Db } from './db/client.ts';
import type { AuthContext } from './plugins/auth.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: Database;
    db: Db;
  }
  interface FastifyRequest {
    /** Resolves (once per request) the customer behind the bearer token, or null for a guest. */
    auth(): Promise<AuthContext | null>;
  }
}
