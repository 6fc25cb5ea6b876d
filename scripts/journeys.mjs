// The journeys in E2E_SHARDS parts (default 2) at once, each a Playwright run with its own server, fakes and
// database on ports E2E_PORT + 10 × (part − 1) (decision 157). The spec files are dealt to the parts by the time
// they took (e2e/durations.json), so the parts end together; each part runs its files in file order on a fresh
// database, so a journey sees the same files before it on every run (decision 173). Arguments (a spec, --grep…)
// go to every part, and then Playwright's --shard splits what they select. `--record-durations` rewrites
// e2e/durations.json from a run that passes. Exits non-zero if any part fails.
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import readline from 'node:readline';
import { fileURLToPath } from 'node:url';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const cli = createRequire(import.meta.url).resolve('@playwright/test/cli');
const parts = Number(process.env.E2E_SHARDS ?? 2);
if (!Number.isInteger(parts) || parts < 1) throw new Error(`E2E_SHARDS=${process.env.E2E_SHARDS}: a whole number of parts, 1 or more`);
const basePort = Number(process.env.E2E_PORT ?? 3100);
const record = process.argv.includes('--record-durations');
const args = process.argv.slice(2).filter((arg) => arg !== '--record-durations');
const testDir = path.join(repo, 'e2e/tests');
const durationsFile = path.join(repo, 'e2e/durations.json');

/**
 * Every spec file dealt to `parts` parts, longest first to the part with the least time so far. A file not yet
 * timed counts as an average one. Each part's files in file order.
 */
function dealSpecFiles() {
  const files = readdirSync(testDir).filter((file) => file.endsWith('.spec.ts')).sort();
  const timed = JSON.parse(readFileSync(durationsFile, 'utf8'));
  const known = files.filter((file) => file in timed).map((file) => timed[file]);
  const average = known.length ? known.reduce((a, b) => a + b, 0) / known.length : 1;
  const dealt = Array.from({ length: parts }, () => ({ seconds: 0, files: [] }));
  for (const file of [...files].sort((a, b) => (timed[b] ?? average) - (timed[a] ?? average) || a.localeCompare(b))) {
    const part = dealt.reduce((least, p) => (p.seconds < least.seconds ? p : least));
    part.seconds += timed[file] ?? average;
    part.files.push(file);
  }
  return dealt.map((part) => part.files.sort().map((file) => `e2e/tests/${file}`));
}

const resultsOf = (part) => path.join(repo, `e2e/test-results/results-part-${part}.json`);

function run(part, selection) {
  const offset = 10 * (part - 1);
  const env = { ...process.env, E2E_PORT: String(basePort + offset), E2E_PART: String(part) };
  if (process.env.E2E_FAKE_WHATSAPP_PORT) env.E2E_FAKE_WHATSAPP_PORT = String(Number(process.env.E2E_FAKE_WHATSAPP_PORT) + offset);
  if (process.env.E2E_DATA_DIR) env.E2E_DATA_DIR = path.join(process.env.E2E_DATA_DIR, `part-${part}`);
  if (record) env.PLAYWRIGHT_JSON_OUTPUT_NAME = resultsOf(part);
  const args = [cli, 'test', '-c', 'e2e/playwright.config.ts', ...selection, ...(record ? ['--reporter=list,json'] : [])];
  const child = spawn(process.execPath, args, { cwd: repo, env, stdio: ['ignore', 'pipe', 'pipe'] });
  const label = parts > 1 ? `[${part}/${parts}] ` : '';
  for (const [from, to] of [[child.stdout, process.stdout], [child.stderr, process.stderr]]) {
    readline.createInterface({ input: from }).on('line', (line) => to.write(`${label}${line}\n`));
  }
  return { child, done: new Promise((resolve) => child.on('close', (code, signal) => resolve(code ?? (signal ? 1 : 0)))) };
}

/**
 * Seconds each spec file took in the parts' JSON reports, in place of what e2e/durations.json said: from the end of
 * the file before it in its part (its first test's start for a part's first file) to its last test's end, so what
 * runs before its first test (a beforeAll starting a server, say) counts too (decision 181).
 */
function recordDurations() {
  const spans = {};
  for (let part = 1; part <= parts; part++) {
    const inPart = {};
    const walk = (suite, file) => {
      for (const spec of suite.specs ?? []) {
        for (const test of spec.tests) {
          for (const { startTime, duration } of test.results) {
            const start = Date.parse(startTime);
            const span = (inPart[file] ??= { start, end: start + duration });
            span.start = Math.min(span.start, start);
            span.end = Math.max(span.end, start + duration);
          }
        }
      }
      for (const inner of suite.suites ?? []) walk(inner, file);
    };
    for (const suite of JSON.parse(readFileSync(resultsOf(part), 'utf8')).suites) walk(suite, suite.file);
    const inOrder = Object.values(inPart).sort((a, b) => a.start - b.start);
    for (let i = 1; i < inOrder.length; i++) inOrder[i].start = inOrder[i - 1].end;
    Object.assign(spans, inPart);
  }
  const seconds = Object.fromEntries(Object.entries(spans).map(([file, { start, end }]) => [file, (end - start) / 1000]));
  const all = { ...JSON.parse(readFileSync(durationsFile, 'utf8')), ...seconds };
  const files = readdirSync(testDir).filter((file) => file in all).sort();
  writeFileSync(durationsFile, `${JSON.stringify(Object.fromEntries(files.map((file) => [file, Math.round(all[file] * 10) / 10])), null, 2)}\n`);
  console.log(`journeys: e2e/durations.json holds the durations of ${Object.keys(seconds).length} spec files from this run`);
}

const dealt = parts > 1 && args.length === 0 ? dealSpecFiles() : undefined;
const runs = Array.from({ length: parts }, (_, i) =>
  run(i + 1, dealt ? dealt[i] : [...args, ...(parts > 1 ? [`--shard=${i + 1}/${parts}`] : [])]),
);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => runs.forEach(({ child }) => child.kill(signal)));
const codes = await Promise.all(runs.map(({ done }) => done));
if (parts > 1) console.log(`journeys: ${codes.map((code, i) => `part ${i + 1}/${parts} ${code === 0 ? 'passed' : `failed (exit ${code})`}`).join(', ')}`);
if (record && codes.every((code) => code === 0)) recordDurations();
process.exit(codes.some((code) => code !== 0) ? 1 : 0);
