#!/usr/bin/env node
// Long tasks of two running builds side by side (issue 14, decision 174):
// `node tools/perf/long-tasks.mjs --a=http://127.0.0.1:3950 --b=http://127.0.0.1:3900 [--rounds=5] [--signed-in] / /about`
// Each round opens every path once on A and once on B, interleaved, so both see the same machine; a fresh
// phone-sized context per visit, the CPU slowed ×4 as Lighthouse's mobile profile does, the consent answered
// (and, with --signed-in, the demo customer signed in with a product in the cart). It prints, per path and build,
// the medians of the blocking time after the first contentful paint (the sum over long tasks of what passes
// 50 ms), of the longest task, and of the first contentful paint. Timings depend on the machine's load: compare
// A with B of one run, never runs of different times. Start each build with its own server first (for example
// `PORT=3900 DATA_DIR=$(mktemp -d) NODE_ENV=test DATABASE_URL= node apps/server/dist/server.js`).
import { launchBrowser } from './first-view.mjs';

const args = Object.fromEntries(
  process.argv
    .slice(2)
    .filter((a) => a.startsWith('--'))
    .map((a) => {
      const [k, v] = a.replace(/^--/, '').split('=');
      return [k, v ?? true];
    }),
);
const paths = process.argv.slice(2).filter((a) => !a.startsWith('--'));
if (!args.a || !args.b || paths.length === 0) {
  console.error('Usage: node tools/perf/long-tasks.mjs --a=<origin> --b=<origin> [--rounds=5] [--signed-in] <path>...');
  process.exit(2);
}
const ROUNDS = Number(args.rounds ?? 5);
const DEMO = { email: 'cliente@exemplo.co.mz', password: 'Cliente#2025' };

async function shopCall(origin, call, body, token) {
  const res = await fetch(`${origin}/api/loja${call}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  return (await res.json()).data;
}

/** The demo customer's token and user, with a product in the cart. */
async function signIn(origin) {
  const { token, token_type: _type, ...user } = await shopCall(origin, '/login', DEMO);
  const cart = await shopCall(origin, '/cart-list', {}, token);
  if (cart.product_list.length === 0) {
    const best = await shopCall(origin, '/bestseller-guest', { per_page: 1 });
    await shopCall(origin, '/add-cart', { product_id: best.data[0].id, qty: 1 }, token);
  }
  return { token, user: JSON.stringify(user) };
}

async function visit(browser, origin, path, auth) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  await page.goto(`${origin}/about`);
  await page.evaluate(
    ([a]) => {
      localStorage.setItem('cm.consent', 'accepted');
      localStorage.setItem('cm.consent.date', '2025-01-15T10:00:00.000Z');
      if (a) {
        localStorage.setItem('cm.auth.token', a.token);
        localStorage.setItem('cm.auth.user', a.user);
      }
    },
    [auth ?? null],
  );
  await page.goto('about:blank');
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.addInitScript(() => {
    window.__longTasks = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) window.__longTasks.push([e.startTime, e.duration]);
    }).observe({ type: 'longtask', buffered: true });
  });
  await page.goto(origin + path, { waitUntil: 'load' });
  // Live (the server's page loses `inert`), then quiet for a while: what the page does once its data arrives counts too.
  await page.waitForFunction(() => !document.getElementById('root')?.hasAttribute('inert'), null, { timeout: 30_000 }).catch(() => {});
  await page.waitForTimeout(2_500);
  const seen = await page.evaluate(() => ({
    fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0,
    tasks: window.__longTasks,
  }));
  await context.close();
  const after = seen.tasks.filter(([start]) => start >= seen.fcp);
  return {
    blocking: Math.round(after.reduce((sum, [, d]) => sum + Math.max(0, d - 50), 0)),
    longest: Math.round(Math.max(0, ...after.map(([, d]) => d))),
    fcp: Math.round(seen.fcp),
  };
}

const median = (xs) => [...xs].sort((x, y) => x - y)[Math.floor(xs.length / 2)];
const browser = await launchBrowser();
try {
  const builds = { A: args.a, B: args.b };
  const auth = args['signed-in'] ? { A: await signIn(args.a), B: await signIn(args.b) } : {};
  const results = {};
  for (let round = 0; round < ROUNDS; round++) {
    for (const path of paths) {
      for (const [name, origin] of Object.entries(builds)) {
        ((results[path] ??= { A: [], B: [] })[name]).push(await visit(browser, origin, path, auth[name]));
      }
    }
  }
  const rows = Object.entries(results).flatMap(([path, byBuild]) =>
    Object.entries(byBuild).map(([name, runs]) => ({
      path,
      build: name,
      'blocking after FCP (ms)': median(runs.map((r) => r.blocking)),
      'longest task (ms)': median(runs.map((r) => r.longest)),
      'FCP (ms)': median(runs.map((r) => r.fcp)),
      runs: runs.map((r) => r.blocking).join(' '),
    })),
  );
  console.table(rows);
  const load = (await import('node:os')).loadavg()[0].toFixed(1);
  console.log(`Medians of ${ROUNDS} rounds, CPU ×4, load average ${load}: compare A with B of this run only.`);
} finally {
  await browser.close();
}
