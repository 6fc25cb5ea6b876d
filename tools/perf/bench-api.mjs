#!/usr/bin/env node
// The catalogue API's performance budget (issue 18): `npm run bench:api [-- --products=500,5000,50000 --duration=3 --connections=20]`.
//
// For each size: grows a catalogue of generated products (PostgreSQL when DATABASE_URL or
// TEST_DATABASE_URL is set, in a database `shop_bench_<size>` kept for the next run unless --fresh;
// otherwise the embedded database in a temporary directory), starts the server twice (catalogue
// cache on, then off), measures each call's latency one request at a time (p50/p95/p99) and its
// throughput with autocannon (N connections, loopback, a few seconds), and the same bytes from a
// bare Fastify in the same run (and from one sending the same headers too, to show what the headers
// cost). Prints the table and the budgets; exits 1 when a budget fails.
// --calls=detail,search runs only the calls whose name contains one of the words; --cache=on|off only
// that server; --socket=off reaches a local PostgreSQL by TCP rather than its Unix socket.
// Never part of `npm test`: timings belong here. Install once: npm ci --prefix tools/perf
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../..');
const args = Object.fromEntries(
  process.argv.slice(2).map((a) => {
    const [k, v] = a.replace(/^--/, '').split('=');
    return [k, v ?? true];
  }),
);
const SIZES = String(args.products ?? '500,5000,50000').split(',').map(Number);
const DURATION = Math.min(10, Math.max(1, Number(args.duration ?? 3)));
const CONNECTIONS = Math.min(100, Math.max(1, Number(args.connections ?? 20)));
const PROBES = Math.min(1000, Math.max(20, Number(args.probes ?? 200)));
const PORT = Number(args.port ?? process.env.BENCH_PORT ?? 4320);
const BARE_PORT = PORT + 1;
const CALLS = args.calls ? String(args.calls).split(',') : null;
const CACHE_MODES = args.cache === 'on' ? [true] : args.cache === 'off' ? [false] : [true, false];
const PG_URL = process.env.DATABASE_URL || process.env.TEST_DATABASE_URL || '';
const DRIVER = PG_URL ? 'pg' : 'pglite';
const SLUG = 'loja';
const BUDGET = { growth: 1.5, searchP95Ms: 20, searchP99Ms: 40, cachedShareOfBare: 0.6, uncachedPgRps: 2000, uncachedPgP99Ms: 30 };

if (!existsSync(path.join(here, 'node_modules/autocannon'))) {
  console.error('autocannon is not installed. Run: npm ci --prefix tools/perf');
  process.exit(2);
}
const { default: autocannon } = await import('autocannon');
const pg = (await import('pg')).default;

const loadAverage = () => (existsSync('/proc/loadavg') ? readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ') : 'n/a');
/** CPU time (ms) a process has used so far, from /proc (Linux; null elsewhere or for a process on another machine). */
function cpuMs(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
  } catch {
    return null;
  }
}
const cpuOf = (pids) => {
  const each = pids.map(cpuMs);
  return each.some((v) => v === null) ? null : each.reduce((a, b) => a + b, 0);
};
/** The PostgreSQL backends serving the server's pool (their CPU is PostgreSQL's share of each request). */
async function backendPids(env) {
  if (DRIVER !== 'pg') return [];
  const client = new pg.Client({ connectionString: env.DATABASE_URL });
  await client.connect();
  try {
    const { rows } = await client.query('select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()');
    return rows.map((r) => r.pid);
  } finally {
    await client.end();
  }
}

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
const fmt = (n, d = 1) => (n === undefined || Number.isNaN(n) ? '–' : n.toFixed(d));

/**
 * PostgreSQL on this machine is reached through its Unix socket when it has one (decision 167):
 * loopback TCP cost both processes a syscall path per query. --socket=off keeps the URL's TCP.
 */
function localSocketDir(url) {
  if (args.socket === 'off' || !['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname) || url.searchParams.has('host')) return null;
  return ['/var/run/postgresql', '/tmp'].find((dir) => existsSync(path.join(dir, `.s.PGSQL.${url.port || 5432}`))) ?? null;
}

function dbUrl(size) {
  const url = new URL(PG_URL);
  url.pathname = `/shop_bench_${size}`;
  const socket = localSocketDir(url);
  if (socket) url.searchParams.set('host', socket);
  return url.toString();
}

async function preparePg(size) {
  const admin = new pg.Client({ connectionString: PG_URL });
  await admin.connect();
  const name = `shop_bench_${size}`;
  if (args.fresh) await admin.query(`drop database if exists ${name} with (force)`);
  const exists = await admin.query('select 1 from pg_database where datname = $1', [name]);
  if (!exists.rowCount) await admin.query(`create database ${name}`);
  await admin.end();
  return { DATABASE_URL: dbUrl(size) };
}

function grow(env, size) {
  const started = Date.now();
  const res = spawnSync(process.execPath, ['--import', 'tsx', 'apps/server/src/db/seed/grow-catalogue-cli.ts', `--products=${size}`], {
    cwd: root,
    env: { ...process.env, ...env, NODE_ENV: 'development', LOG_LEVEL: 'warn' },
    encoding: 'utf8',
  });
  if (res.status !== 0) throw new Error(`growing the catalogue failed:\n${res.stderr || res.stdout}`);
  console.log(`  ${res.stdout.trim()} (${Math.round((Date.now() - started) / 1000)} s with start-up)`);
}

async function startServer(env, cache) {
  const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
    cwd: root,
    env: {
      ...process.env, ...env, PORT: String(PORT), HOST: '127.0.0.1', NODE_ENV: 'production', LOG_LEVEL: 'warn', TRUST_PROXY: 'false',
      RATE_LIMIT_PER_MINUTE: '100000000', PUBLIC_URL: 'https://loja.exemplo.co.mz', ANON_KEY: 'bench-anon-key-0123456789abcdef0123456789', MAIL_TRANSPORT: 'log',
      CATALOGUE_CACHE: cache ? 'on' : 'off',
      ADMIN_OWNER_EMAIL: 'dona@exemplo.co.mz', ADMIN_OWNER_PASSWORD: 'Bench#Segura2026', METRICS_TOKEN: '',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error('the server exited while starting');
    try {
      if ((await fetch(`http://127.0.0.1:${PORT}/healthz`)).ok) break;
    } catch {}
    if (Date.now() > deadline) throw new Error('the server did not start within 2 minutes');
    await sleep(300);
  }
  return server;
}

async function stop(child) {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  child.kill('SIGTERM');
  await new Promise((r) => child.once('exit', r));
}

const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
function post(port, call) {
  return new Promise((resolve, reject) => {
    const body = JSON.stringify(call.body);
    const started = process.hrtime.bigint();
    const req = http.request({ host: '127.0.0.1', port, path: `/api/${SLUG}${call.path}`, method: 'POST', agent, headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } }, (res) => {
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks), ms: Number(process.hrtime.bigint() - started) / 1e6 }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

/** Latency one request at a time (no load): p50/p95/p99 in ms. */
async function probe(port, call) {
  const times = [];
  for (let i = 0; i < PROBES; i++) {
    const res = await post(port, call);
    if (res.status !== 200) throw new Error(`${call.name}: HTTP ${res.status} ${res.body.toString().slice(0, 200)}`);
    times.push(res.ms);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p95: percentile(times, 95), p99: percentile(times, 99) };
}

/**
 * CPU of the PostgreSQL backends over a run. The pool closes a connection idle for 10 s (the one-at-a-time
 * probes leave most of them idle) and opens new ones under load, so the backends are listed before and
 * after the run: one that started during it counts from zero.
 */
async function dbCpuSince(env, before) {
  let ms = 0;
  for (const pid of await backendPids(env)) ms += (cpuMs(pid) ?? 0) - (before.get(pid) ?? 0);
  return ms;
}
const dbCpuNow = async (env) => new Map((await backendPids(env)).map((pid) => [pid, cpuMs(pid) ?? 0]));

async function load(port, call, cpu = { node: [], env: null }) {
  const before = { node: cpuOf(cpu.node), db: cpu.env ? await dbCpuNow(cpu.env) : null };
  const result = await autocannon({
    url: `http://127.0.0.1:${port}/api/${SLUG}${call.path}`, method: 'POST', connections: CONNECTIONS, duration: DURATION,
    headers: { 'content-type': 'application/json' }, body: JSON.stringify(call.body),
  });
  if (result.non2xx) throw new Error(`${call.name}: ${result.non2xx} answers were not 2xx under load`);
  const perRequest = (was, now) => (was === null || now === null || !result.requests.total ? undefined : (1000 * (now - was)) / result.requests.total);
  return {
    rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99,
    nodeUs: perRequest(before.node, cpuOf(cpu.node)), dbUs: before.db ? perRequest(0, await dbCpuSince(cpu.env, before.db)) : undefined,
  };
}

/** Headers a bare Fastify sends as ours did (Node writes its own date, connection, length and type). */
const OWN_HEADERS = new Set(['date', 'connection', 'keep-alive', 'content-length', 'content-type', 'transfer-encoding']);

/**
 * A bare Fastify answering the given bytes at the same paths, in its own process; with `withHeaders`,
 * also with the headers our server sent with them (security headers, request id, ETag…).
 */
async function startBare(answers, withHeaders = false) {
  const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'bench-bare-')), 'answers.json');
  const sent = Object.fromEntries(Object.entries(answers).map(([p, a]) => [p, { body: a.body, headers: withHeaders ? Object.fromEntries(Object.entries(a.headers).filter(([k]) => !OWN_HEADERS.has(k))) : {} }]));
  writeFileSync(file, JSON.stringify(sent));
  const code = `
    const Fastify = require('fastify');
    const answers = require(${JSON.stringify(file)});
    const app = Fastify();
    for (const [p, a] of Object.entries(answers)) app.post(p, (req, reply) => reply.headers(a.headers).type('application/json; charset=utf-8').send(a.body));
    app.listen({ port: ${BARE_PORT}, host: '127.0.0.1' });`;
  const bare = spawn(process.execPath, ['-e', code], { cwd: path.join(root, 'apps/server'), stdio: ['ignore', 'inherit', 'inherit'] });
  for (let i = 0; i < 100; i++) {
    try {
      await post(BARE_PORT, { path: Object.keys(answers)[0].replace(`/api/${SLUG}`, ''), body: {} });
      return bare;
    } catch {
      await sleep(100);
    }
  }
  throw new Error('the bare Fastify did not start');
}

async function callsFor() {
  const cats = JSON.parse((await post(PORT, { path: '/category-list', body: {} })).body.toString()).data;
  const list = JSON.parse((await post(PORT, { path: '/product-list', body: { sort: 'bestsellers' } })).body.toString()).data.data;
  const calls = [
    ...['all', 'featured', 'bestsellers', 'newest', 'price-low', 'price-high'].map((sort) => ({ name: `list ${sort}`, kind: 'list', path: '/product-list', body: { sort } })),
    { name: 'list band 500-1000', kind: 'list', path: '/product-list', body: { price: '500-1000' } },
    { name: 'list category', kind: 'list', path: '/product-list', body: { category_id: cats[0].id } },
    { name: 'detail', kind: 'detail', path: '/product-detail', body: { id: list[0].id } },
    { name: 'search "shampoo"', kind: 'search', path: '/search', body: { search: 'shampoo' } },
  ];
  return CALLS ? calls.filter((c) => CALLS.some((word) => c.name.includes(word))) : calls;
}

const results = {};
let failed = false;
try {
  for (const size of SIZES) {
    console.log(`\n== ${size} products (${DRIVER}${DRIVER === 'pg' && localSocketDir(new URL(PG_URL)) ? ', Unix socket' : ''}), load average ${loadAverage()}`);
    let env;
    let dataDir;
    if (DRIVER === 'pg') env = await preparePg(size);
    else {
      dataDir = mkdtempSync(path.join(os.tmpdir(), 'shop-bench-api-'));
      env = { DATA_DIR: dataDir, DATABASE_URL: '' };
    }
    grow(env, size);
    for (const cache of CACHE_MODES) {
      const server = await startServer(env, cache);
      let bare;
      try {
        const calls = await callsFor();
        const answers = {};
        // Warm the pool before the first call is measured (its backends are listed around each run).
        await Promise.all(Array.from({ length: 12 }, () => post(PORT, calls[0])));
        const cpu = { node: [server.pid], env: DRIVER === 'pg' ? env : null };
        for (const call of calls) {
          // Warm-up: a second of load, so the first call of each run is not measured while the JIT compiles.
          for (let i = 0; i < 5; i++) await post(PORT, call);
          await autocannon({ url: `http://127.0.0.1:${PORT}/api/${SLUG}${call.path}`, method: 'POST', connections: CONNECTIONS, duration: 1, headers: { 'content-type': 'application/json' }, body: JSON.stringify(call.body) });
          const p = await probe(PORT, call);
          const l = await load(PORT, call, cpu);
          results[`${size}|${cache}|${call.name}`] = { ...p, rps: l.rps, loadP99: l.p99, kind: call.kind, nodeUs: l.nodeUs, dbUs: l.dbUs };
          if (!answers[`/api/${SLUG}${call.path}`]) {
            const res = await post(PORT, call);
            answers[`/api/${SLUG}${call.path}`] = { body: res.body.toString(), headers: res.headers };
          }
          console.log(`  ${cache ? 'cached  ' : 'uncached'} ${call.name.padEnd(22)} p50 ${fmt(p.p50)} p95 ${fmt(p.p95)} p99 ${fmt(p.p99)} ms · ${fmt(l.rps, 0)} req/s (p99 ${l.p99} ms under ${CONNECTIONS} connections) · CPU/request Node ${fmt(l.nodeUs, 0)} µs${DRIVER === 'pg' ? `, PostgreSQL ${fmt(l.dbUs, 0)} µs` : ''} · load ${loadAverage()}`);
        }
        if (cache) {
          await stop(server);
          for (const withHeaders of [false, true]) {
            bare = await startBare(Object.fromEntries(calls.map((c) => [`/api/${SLUG}${c.path}`, answers[`/api/${SLUG}${c.path}`]])), withHeaders);
            const label = withHeaders ? 'bareHeaders' : 'bare';
            for (const call of calls.filter((c, i, all) => all.findIndex((x) => x.path === c.path) === i)) {
              await autocannon({ url: `http://127.0.0.1:${BARE_PORT}/api/${SLUG}${call.path}`, method: 'POST', connections: CONNECTIONS, duration: 1, headers: { 'content-type': 'application/json' }, body: JSON.stringify(call.body) });
              const l = await load(BARE_PORT, call, { node: [bare.pid], env: null });
              for (const c of calls.filter((x) => x.path === call.path)) results[`${size}|${label}|${c.name}`] = { rps: l.rps, nodeUs: l.nodeUs };
              console.log(`  bare Fastify${withHeaders ? ' + our headers' : ''} ${call.path.padEnd(18)} ${fmt(l.rps, 0)} req/s · CPU/request ${fmt(l.nodeUs, 0)} µs · load ${loadAverage()}`);
            }
            await stop(bare);
          }
        }
      } finally {
        await stop(server);
        await stop(bare);
      }
    }
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  }

  // Budgets.
  const calls = [...new Set(Object.keys(results).map((k) => k.split('|')[2]))];
  const small = Math.min(...SIZES);
  const large = Math.max(...SIZES);
  console.log(`\n| call | ${SIZES.map((s) => `${s} p50/p95 ms (uncached)`).join(' | ')} | growth ${small}→${large} | cached req/s at ${large} (CPU µs) | bare req/s (CPU µs) | share | bare with our headers req/s (CPU µs) | share | uncached req/s at ${large} (p99 ms) | uncached CPU/request at ${large}: Node / PostgreSQL µs |`);
  console.log(`|---|${SIZES.map(() => '---').join('|')}|---|---|---|---|---|---|---|---|`);
  for (const name of calls) {
    const u = (s) => results[`${s}|false|${name}`];
    const growth = u(large) && u(small) ? u(large).p50 / u(small).p50 : NaN;
    const cached = results[`${large}|true|${name}`];
    const bare = results[`${large}|bare|${name}`];
    const share = cached && bare ? cached.rps / bare.rps : NaN;
    const bareHeaders = results[`${large}|bareHeaders|${name}`];
    const shareHeaders = cached && bareHeaders ? cached.rps / bareHeaders.rps : NaN;
    console.log(`| ${name} | ${SIZES.map((s) => (u(s) ? `${fmt(u(s).p50)} / ${fmt(u(s).p95)}` : '–')).join(' | ')} | ${fmt(growth, 2)}× | ${fmt(cached?.rps, 0)} (${fmt(cached?.nodeUs, 0)}) | ${fmt(bare?.rps, 0)} (${fmt(bare?.nodeUs, 0)}) | ${fmt(share * 100, 0)} % | ${fmt(bareHeaders?.rps, 0)} (${fmt(bareHeaders?.nodeUs, 0)}) | ${fmt(shareHeaders * 100, 0)} % | ${fmt(u(large)?.rps, 0)} (${u(large)?.loadP99 ?? '–'}) | ${fmt(u(large)?.nodeUs, 0)} / ${fmt(u(large)?.dbUs, 0)} |`);
    if (SIZES.length > 1 && growth > BUDGET.growth) {
      failed = true;
      console.log(`  BUDGET: ${name} grows ${fmt(growth, 2)}× from ${small} to ${large} products (budget ${BUDGET.growth}×)`);
    }
    if ((cached?.kind === 'list' || cached?.kind === 'detail') && share < BUDGET.cachedShareOfBare) {
      failed = true;
      console.log(`  BUDGET: cached ${name} reaches ${fmt(share * 100, 0)} % of bare Fastify's requests/s (budget ${BUDGET.cachedShareOfBare * 100} %)`);
    }
    const unc = u(large);
    if (DRIVER === 'pg' && unc && unc.kind !== 'search' && (unc.rps < BUDGET.uncachedPgRps || unc.loadP99 > BUDGET.uncachedPgP99Ms)) {
      failed = true;
      console.log(`  BUDGET: uncached ${name} on PostgreSQL: ${fmt(unc.rps, 0)} req/s, p99 ${unc.loadP99} ms under load (budget ${BUDGET.uncachedPgRps} req/s, p99 ${BUDGET.uncachedPgP99Ms} ms)`);
    }
  }
  const search5k = results[`5000|false|search "shampoo"`];
  if (DRIVER === 'pg' && search5k && (search5k.p95 > BUDGET.searchP95Ms || search5k.p99 > BUDGET.searchP99Ms)) {
    failed = true;
    console.log(`  BUDGET: uncached search at 5,000 products: p95 ${fmt(search5k.p95)} ms, p99 ${fmt(search5k.p99)} ms (budget ${BUDGET.searchP95Ms} / ${BUDGET.searchP99Ms} ms)`);
  }
} catch (err) {
  console.error(err);
  process.exit(2);
}
console.log(failed ? '\nSome budgets failed (the machine is shared: compare ratios within one run).' : '\nEvery budget met.');
process.exit(failed ? 1 : 0);
