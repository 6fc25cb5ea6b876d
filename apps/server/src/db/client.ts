import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { sql, type SQL } from 'drizzle-orm';
import type { PgDatabase, PgDialect, PgQueryResultHKT, PgSession } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { MIGRATIONS_FOLDER } from '../config/paths.ts';
import * as schema from './schema.ts';

/** One handle type for both drivers (a union of the two breaks `.returning()` typing). */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  driver: 'pglite' | 'pg';
  migrate(): Promise<void>;
  /** Rejects when the database does not answer `select 1` within a few seconds. */
  ping(): Promise<void>;
  close(): Promise<void>;
  /** Where connection problems are reported (the app's logger once it exists). */
  useLogger(log: DatabaseLogger): void;
}

export interface DatabaseLogger {
  warn(obj: object, msg: string): void;
}

const stderrLogger: DatabaseLogger = {
  warn: (obj, msg) => {
    const { err, ...rest } = obj as { err?: unknown };
    process.stderr.write(`${JSON.stringify({ level: 'warn', msg, ...rest, ...(err ? { err: describe(err) } : {}) })}\n`);
  },
};

export const PGLITE_EXTENSIONS = { pg_trgm, unaccent };

/**
 * Set on every connection. Catalogue search finds typo candidates through the trigram index with
 * `term <% document`, which uses this threshold; it sits just under the search's own
 * TYPO_SIMILARITY (modules/catalogue/search.ts), so the index lets through all it accepts.
 * Sequential scans start at the table's first page (`synchronize_seqscans` off): search takes a
 * capped set of candidates in scan order, and a scan joining another one half-way through (what
 * PostgreSQL does on a large table) gave a common word other results, and other ETags, from one
 * request to the next.
 */
export const TRIGRAM_WORD_SIMILARITY_THRESHOLD = 0.49;
const SESSION_SETTINGS = `set pg_trgm.word_similarity_threshold = ${TRIGRAM_WORD_SIMILARITY_THRESHOLD}; set synchronize_seqscans = off`;
/**
 * The same setting for PostgreSQL, sent with the connection's start-up message rather than as a
 * first query: a query queued behind the pool's hand-out raced the caller's own (node-postgres
 * warns that a second query on a busy client will be refused) and cost a round trip per connection.
 */
const SESSION_OPTIONS = `-c pg_trgm.word_similarity_threshold=${TRIGRAM_WORD_SIMILARITY_THRESHOLD} -c synchronize_seqscans=off`;

export async function openPglite(options: { dataDir?: string; loadDataDir?: Blob | File } = {}): Promise<Database> {
  const client = await PGlite.create({ ...options, extensions: PGLITE_EXTENSIONS });
  await client.exec(SESSION_SETTINGS);
  await keepPlainArrayParsers(client);
  return wrapPglite(client);
}

/**
 * Element categories (pg_type.typcategory) whose arrays a query of ours can return: booleans, dates and times,
 * enums, network addresses, numbers, strings, timespans, bit strings and the "user" types (json, jsonb, uuid,
 * bytea). PGlite also parses arrays of every row type in the catalogue, one per system table and per table of
 * ours, about 380 parsers in all, and drizzle's PGlite driver passes its own date parsers with every query, so
 * PGlite copies the whole map for every query: 85 µs and a 20 KB object each time. Arrays of rows, ranges,
 * shapes and internal types are never selected here; without their parsers they would arrive as PostgreSQL's
 * text, as on node-postgres, which parses none of them either.
 */
const PARSED_ARRAY_ELEMENTS = ['B', 'D', 'E', 'I', 'N', 'S', 'T', 'U', 'V'];

async function keepPlainArrayParsers(client: PGlite) {
  const { rows } = await client.query<{ typarray: number }>(
    `select e.typarray from pg_catalog.pg_type e where e.typarray <> 0 and e.typcategory <> all($1::"char"[])`,
    [PARSED_ARRAY_ELEMENTS],
  );
  const dropped = new Set(rows.map((row) => String(row.typarray)));
  client.parsers = Object.fromEntries(Object.entries(client.parsers).filter(([type]) => !dropped.has(type)));
}

export function wrapPglite(client: PGlite): Database {
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    driver: 'pglite',
    migrate: () => migratePglite(drizzlePglite(client, { schema }), { migrationsFolder: MIGRATIONS_FOLDER }),
    ping: async () => {
      await client.query('select 1');
    },
    close: () => client.close(),
    useLogger: () => {},
  };
}

export interface PostgresOptions {
  max?: number;
  /** Longest a statement may run; PostgreSQL cancels it after this. 0 turns it off. */
  statementTimeoutMs?: number;
  /** Longest opening a new connection may take. */
  connectTimeoutMs?: number;
  log?: DatabaseLogger;
}

export const DEFAULT_STATEMENT_TIMEOUT_MS = 10_000;
export const DEFAULT_CONNECT_TIMEOUT_MS = 5_000;
const PING_TIMEOUT_MS = 3_000;

/**
 * A pool that survives the database going away: a connection that dies (restart, failover,
 * pg_terminate_backend, a cut network) is logged and dropped, and the next query opens a new one.
 * Nothing waits on a stalled database for long: statements are cancelled by PostgreSQL after
 * `statementTimeoutMs`, and a connection whose answer does not arrive shortly after that (the
 * network, not the query, is stuck) is destroyed rather than handed out again.
 */
export function openPostgres(url: string, options: PostgresOptions = {}): Database {
  const statementTimeoutMs = options.statementTimeoutMs ?? DEFAULT_STATEMENT_TIMEOUT_MS;
  const connectTimeoutMs = options.connectTimeoutMs ?? DEFAULT_CONNECT_TIMEOUT_MS;
  let log = options.log ?? stderrLogger;
  const readTimeoutMs = statementTimeoutMs > 0 ? statementTimeoutMs + 2_000 : 0;

  const pool = new pg.Pool({
    connectionString: url,
    max: options.max ?? 10,
    // Waiting for a free connection plus opening one; beyond this the request is answered 503.
    connectionTimeoutMillis: connectTimeoutMs + statementTimeoutMs,
    keepAlive: true,
    keepAliveInitialDelayMillis: 10_000,
    options: SESSION_OPTIONS,
    ...(statementTimeoutMs > 0
      ? { statement_timeout: statementTimeoutMs, query_timeout: readTimeoutMs, idle_in_transaction_session_timeout: Math.max(30_000, statementTimeoutMs * 3) }
      : {}),
    Client: class extends pg.Client {
      constructor(config?: string | pg.ClientConfig) {
        super({ ...(typeof config === 'string' ? { connectionString: config } : config), connectionTimeoutMillis: connectTimeoutMs });
      }
    },
  });
  // Without a listener, an idle connection closed by the server is an uncaught 'error' that ends the process.
  pool.on('error', () => {});
  pool.on('connect', (client) => {
    guardConnection(client, () => log);
  });

  const db = drizzlePg(pool, { schema }) as unknown as Db;
  return {
    db,
    driver: 'pg',
    migrate: async () => {
      // Migrations may legitimately run long: their own connection, without the statement timeout.
      const migrationPool = new pg.Pool({ connectionString: url, max: 1, connectionTimeoutMillis: connectTimeoutMs });
      migrationPool.on('error', (err) => log.warn({ err }, 'database connection lost'));
      try {
        await migratePg(drizzlePg(migrationPool, { schema }), { migrationsFolder: MIGRATIONS_FOLDER });
      } finally {
        await migrationPool.end();
      }
    },
    ping: () => withTimeout(pool.query({ text: 'select 1', query_timeout: PING_TIMEOUT_MS } as pg.QueryConfig), PING_TIMEOUT_MS).then(() => undefined),
    close: () => pool.end(),
    useLogger: (next) => {
      log = next;
    },
  };
}

/** Keeps a connection's failures from crashing the process, and retires it when its answers stop. */
function guardConnection(client: pg.PoolClient, log: () => DatabaseLogger) {
  let reported = false;
  // A checked-out connection has no pool listener: this one stays for its whole life.
  client.on('error', (err) => {
    if (reported) return;
    reported = true;
    log().warn({ err }, 'database connection lost; it will be replaced');
  });
  const destroyOnReadTimeout = (err: unknown) => {
    if (err instanceof Error && err.message === 'Query read timeout') {
      (client as unknown as { connection: { stream: { destroy(): void } } }).connection.stream.destroy();
    }
  };
  const target = client as unknown as { query: (...args: unknown[]) => unknown };
  const query = target.query.bind(client);
  target.query = (...args: unknown[]) => {
    const last = args.at(-1);
    if (typeof last === 'function') {
      args[args.length - 1] = (err: unknown, res: unknown) => {
        destroyOnReadTimeout(err);
        (last as (err: unknown, res: unknown) => void)(err, res);
      };
      return query(...args);
    }
    const result = query(...args);
    if (result instanceof Promise) result.then(undefined, destroyOnReadTimeout);
    return result;
  };
}

function describe(err: unknown) {
  const e = err as { message?: unknown; code?: unknown };
  return { message: typeof e?.message === 'string' ? e.message : String(err), code: typeof e?.code === 'string' ? e.code : undefined };
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('timeout expired')), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** DATABASE_URL selects PostgreSQL; otherwise the embedded database in DATA_DIR. */
export async function openDatabase(config: {
  DATABASE_URL?: string;
  DATA_DIR: string;
  DATABASE_STATEMENT_TIMEOUT_MS?: number;
  DATABASE_CONNECT_TIMEOUT_MS?: number;
}): Promise<Database> {
  if (config.DATABASE_URL) {
    return openPostgres(config.DATABASE_URL, {
      statementTimeoutMs: config.DATABASE_STATEMENT_TIMEOUT_MS,
      connectTimeoutMs: config.DATABASE_CONNECT_TIMEOUT_MS,
    });
  }
  return openPglite({ dataDir: path.join(config.DATA_DIR, 'pglite') });
}

/** Runs raw SQL and returns its rows, the same on both drivers. */
export async function queryRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** Distinct statements a process names on PostgreSQL; past this, statements run unnamed as before. */
export const MAX_NAMED_STATEMENTS = 200;
const statementNames = new Map<string, string>();

type PreparedRead = { execute(values?: Record<string, unknown>): Promise<unknown> };

function prepareRead(db: Db, query: SQL): PreparedRead {
  const handle = db as unknown as { $client?: unknown; dialect: PgDialect; session: PgSession };
  const built = handle.dialect.sqlToQuery(query);
  let name: string | undefined;
  if (handle.$client instanceof pg.Pool) {
    name = statementNames.get(built.sql);
    if (name === undefined && statementNames.size < MAX_NAMED_STATEMENTS) {
      name = `shop_${statementNames.size + 1}`;
      statementNames.set(built.sql, name);
    }
  }
  return handle.session.prepareQuery(built, undefined, name, false);
}

/** Hot reads kept built per database handle; past this many, the oldest is built again when next used. */
export const MAX_KEPT_READS = 1_000;
const keptReads = new WeakMap<Db, Map<string, PreparedRead>>();

/**
 * `queryRows` for a hot read run on every request, whose text takes few shapes. On a PostgreSQL pool it
 * runs as a named prepared statement (decision 169), so each connection parses it once and, after
 * PostgreSQL's five custom plans, reuses one generic plan instead of planning each call (planning cost
 * 3–4 times the execution of a catalogue page). Limits are written into the text (`literalInt`), not
 * passed as parameters: a generic plan cannot know a parameter's limit and is never chosen. On PGlite
 * and inside a transaction it runs unnamed, as `queryRows`. Drizzle builds the text once per `key` and
 * handle (decision 172); later calls only fill in `values` (`sql.placeholder(name)` in the text), so
 * `key` must name everything `build` reads but those.
 */
export async function queryRowsKept<T>(db: Db, key: string, build: () => SQL, values?: Record<string, unknown>): Promise<T[]> {
  let reads = keptReads.get(db);
  if (!reads) {
    reads = new Map();
    keptReads.set(db, reads);
  }
  let read = reads.get(key);
  if (!read) {
    read = prepareRead(db, build());
    if (reads.size >= MAX_KEPT_READS) reads.delete(reads.keys().next().value!);
    reads.set(key, read);
  }
  return ((await read.execute(values)) as { rows: T[] }).rows;
}

/** A whole number written into a statement's text (a limit or offset already validated as one). */
export function literalInt(value: number): SQL {
  if (!Number.isSafeInteger(value) || value < 0) throw new Error(`not a limit: ${value}`);
  return sql.raw(String(value));
}
