import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client.ts';

/**
 * The catalogue's version (decision 111): a number the database moves, in the changing
 * transaction, with every change to products, variants, images, categories or reviews
 * (statement triggers of migration 0010). Everything this process keeps about the catalogue is
 * keyed on it, so a change made through any instance is seen by the next request on every other.
 *
 * Reading it costs one primary-key lookup. Reads are shared: a request waits for a read that
 * started after it arrived (never an older one), and all the requests that arrived while one read
 * was running share the next, so a rush costs one lookup per database round trip, not one per
 * request. With `maxAgeMs` above zero, a version read less than that long ago is used as it is
 * (at most that much staleness, for an instance under heavy load).
 */
export interface CatalogueVersionReader {
  current(): Promise<number>;
  /** Drops the last read, so the next `current()` reads again even within `maxAgeMs`. */
  forget(): void;
}

const readers = new WeakMap<Db, CatalogueVersionReader>();

export function catalogueVersionReader(db: Db, maxAgeMs = 0): CatalogueVersionReader {
  let running: Promise<number> | null = null;
  let queued: Promise<number> | null = null;
  let last: { version: number; at: number } | null = null;
  let notBefore = 0;

  const read = async () => {
    const at = performance.now();
    const [row] = await queryRows<{ version: number | string }>(db, sql`select version from catalogue_state where id = 1`);
    const version = Number(row?.version ?? 0);
    if (at >= notBefore && (!last || at >= last.at)) last = { version, at };
    return version;
  };

  const fresh = (): Promise<number> => {
    if (!running) {
      running = read().finally(() => {
        running = null;
      });
      return running;
    }
    // The running read may have started before this request's change committed: wait for the next.
    if (!queued) {
      queued = running.then(
        () => undefined,
        () => undefined,
      ).then(() => {
        queued = null;
        return fresh();
      });
    }
    return queued;
  };

  return {
    current() {
      if (maxAgeMs > 0 && last && performance.now() - last.at < maxAgeMs) return Promise.resolve(last.version);
      return fresh();
    },
    forget() {
      last = null;
      notBefore = performance.now();
    },
  };
}

/** The version reader of this database handle (one per process and database). */
export function catalogueVersion(db: Db): Promise<number> {
  let reader = readers.get(db);
  if (!reader) {
    reader = catalogueVersionReader(db, versionMaxAgeMs);
    readers.set(db, reader);
  }
  return reader.current();
}

let versionMaxAgeMs = 0;
let answersCached = true;

/** Set at start from the configuration (CATALOGUE_VERSION_MAX_AGE_MS, CATALOGUE_CACHE). */
export function configureCatalogue(options: { versionMaxAgeMs: number; cache: boolean }) {
  versionMaxAgeMs = options.versionMaxAgeMs;
  answersCached = options.cache;
}

export const catalogueCachingOn = () => answersCached;

const readRoutes = new Set<string>();

/** Marks a route as a catalogue read: calling it never makes the next request read the version afresh. */
export function markCatalogueRead(routeUrl: string) {
  readRoutes.add(routeUrl);
}

/** True for a request that may have changed what the catalogue shows: anything but a GET or a catalogue read. */
export const mayChangeCatalogue = (method: string, routeUrl: string | undefined) =>
  method !== 'GET' && method !== 'HEAD' && !(routeUrl !== undefined && readRoutes.has(routeUrl));

/** This instance changed the catalogue: its next request reads the version afresh. */
export function catalogueChangedHere(db: Db) {
  readers.get(db)?.forget();
}

/**
 * A bounded map of values computed from the catalogue, emptied when the version moves. Values are
 * promises, so concurrent misses of one key share one computation.
 */
export class VersionedCache<T> {
  private version = -1;
  private readonly entries = new Map<string, Promise<T>>();

  constructor(private readonly maxEntries: number) {}

  get(version: number, key: string, compute: () => Promise<T>): Promise<T> {
    if (version !== this.version) {
      // An older version's read finishing late must not empty a newer cache.
      if (version < this.version) return compute();
      this.entries.clear();
      this.version = version;
    }
    const hit = this.peek(version, key);
    if (hit) return hit;
    const pending = compute();
    this.entries.set(key, pending);
    pending.catch(() => {
      if (this.entries.get(key) === pending) this.entries.delete(key);
    });
    if (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    return pending;
  }

  /** The value kept for this key at this version, if any (never computes). */
  peek(version: number, key: string): Promise<T> | undefined {
    if (version !== this.version) return undefined;
    const hit = this.entries.get(key);
    if (hit) {
      // Most recently used last: the oldest entry is the first to go.
      this.entries.delete(key);
      this.entries.set(key, hit);
    }
    return hit;
  }

  /** Drops what is kept for this key. */
  forget(key: string) {
    this.entries.delete(key);
  }

  get size() {
    return this.entries.size;
  }
}

const answers = new WeakMap<Db, VersionedCache<unknown>>();
/** Guest answers kept per process: lists, details, categories (decision 111). */
export const CATALOGUE_CACHE_ENTRIES = 2_000;

/**
 * A catalogue answer as a guest gets it, computed once per catalogue version and key. Callers
 * never change what they get back (it is shared); per-customer flags go on a copy.
 */
export async function catalogueCached<T>(db: Db, key: string, compute: () => Promise<T>): Promise<T> {
  if (!answersCached) return compute();
  const version = await catalogueVersion(db);
  let cache = answers.get(db);
  if (!cache) {
    cache = new VersionedCache<unknown>(CATALOGUE_CACHE_ENTRIES);
    answers.set(db, cache);
  }
  return cache.get(version, key, compute) as Promise<T>;
}
