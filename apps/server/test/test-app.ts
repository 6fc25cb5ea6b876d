import { readFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, InjectOptions } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp, type BuildAppOptions } from '../src/app.ts';
import { testConfig } from '../src/config/env.ts';
import { openPglite, openPostgres, type Database } from '../src/db/client.ts';
import { ensureFirstOwner } from '../src/modules/admin/staff/owner-bootstrap.ts';

export const testDriver = process.env.TEST_DB_DRIVER === 'pg' ? 'pg' : 'pglite';

// Read once per worker: the server projects do not isolate test files, so this module outlives one file.
let pgliteTemplate: { file: string; dump: Blob } | undefined;

/**
 * The template as PGlite reads it, without a copy per read: PGlite only reads `loadDataDir`'s bytes (it untars
 * them into its own file system), and a Blob's arrayBuffer() copied the 36 MB again for every test file.
 */
class ReadOnceBlob extends Blob {
  private readonly kept: ArrayBuffer;
  constructor(data: Buffer) {
    super([]);
    this.kept = data.buffer.slice(data.byteOffset, data.byteOffset + data.byteLength) as ArrayBuffer;
  }
  override arrayBuffer(): Promise<ArrayBuffer> {
    return Promise.resolve(this.kept);
  }
}

/** A fresh copy of the migrated, seeded template database. */
export async function createTestDatabase(): Promise<Database> {
  if (testDriver === 'pglite') {
    const file = inject('pgliteTemplate');
    if (pgliteTemplate?.file !== file) pgliteTemplate = { file, dump: new ReadOnceBlob(readFileSync(file)) };
    return openPglite({ loadDataDir: pgliteTemplate.dump });
  }
  return openPostgres(await createPgTestDatabaseUrl(), { max: 20 });
}

/** PostgreSQL only: a fresh copy of the template database, as a connection URL. */
export async function createPgTestDatabaseUrl(): Promise<string> {
  const adminUrl = process.env.TEST_DATABASE_URL!;
  const template = inject('pgTemplate');
  const name = `shop_t${randomBytes(4).toString('hex')}_${template.replace(/^shop_tpl_/, '')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name} template ${template}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  db: Database['db'];
  /** POST a shop call: `shop('/country-list', body, token?)`. */
  shop(path: string, body?: unknown, token?: string, headers?: Record<string, string>): Promise<{ status: number; json: any; headers: Record<string, unknown> }>;
  request(options: InjectOptions): Promise<{ status: number; json: any; body: string; headers: Record<string, unknown> }>;
  close(): Promise<void>;
}

export const SLUG = 'loja';
export const ANON_KEY = 'test-anon-key-0123456789abcdef';

export async function createTestApp(overrides: Record<string, string> = {}, options: Pick<BuildAppOptions, 'onRoute' | 'logStream'> = {}): Promise<TestApp> {
  const database = await createTestDatabase();
  const config = testConfig({ STORE_SLUG: SLUG, ANON_KEY, ...overrides });
  const app = await buildApp({ config, database, serveWeb: false, startWorkers: false, ...options });
  await app.ready();
  // What server.ts does at start after migrating.
  await ensureFirstOwner(database.db, config, app.log);
  const request: TestApp['request'] = async (options) => {
    const res = await app.inject(options);
    let json: unknown = undefined;
    try {
      json = res.json();
    } catch {
      json = undefined;
    }
    return { status: res.statusCode, json, body: res.body, headers: res.headers };
  };
  return {
    app,
    database,
    db: database.db,
    request,
    shop: (path, body = {}, token, headers = {}) =>
      request({
        method: 'POST',
        url: `/api/${SLUG}${path}`,
        payload: body as object,
        headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
      }),
    close: () => app.close(),
  };
}
