// The journeys in E2E_SHARDS parts (default 2) at once, each a Playwright run with its own server, fakes and
// database on ports E2E_PORT + 10 × (part − 1), so a part sees its spec files in file order on a fresh
// database, as a single run does (decision 157). Arguments go to every part; exits non-zero if any part fails.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import readline from 'node:readline';
import { fileURLToPath } from 'node:url';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const cli = createRequire(import.meta.url).resolve('@playwright/test/cli');
const parts = Number(process.env.E2E_SHARDS ?? 2);
if (!Number.isInteger(parts) || parts < 1) throw new Error(`E2E_SHARDS=${process.env.E2E_SHARDS}: a whole number of parts, 1 or more`);
const basePort = Number(process.env.E2E_PORT ?? 3100);

function run(part) {
  const offset = 10 * (part - 1);
  const env = { ...process.env, E2E_PORT: String(basePort + offset), E2E_PART: String(part) };
  if (process.env.E2E_FAKE_WHATSAPP_PORT) env.E2E_FAKE_WHATSAPP_PORT = String(Number(process.env.E2E_FAKE_WHATSAPP_PORT) + offset);
  if (process.env.E2E_DATA_DIR) env.E2E_DATA_DIR = path.join(process.env.E2E_DATA_DIR, `part-${part}`);
  const args = [cli, 'test', '-c', 'e2e/playwright.config.ts', ...(parts > 1 ? [`--shard=${part}/${parts}`] : []), ...process.argv.slice(2)];
  const child = spawn(process.execPath, args, { cwd: repo, env, stdio: ['ignore', 'pipe', 'pipe'] });
  const label = parts > 1 ? `[${part}/${parts}] ` : '';
  for (const [from, to] of [[child.stdout, process.stdout], [child.stderr, process.stderr]]) {
    readline.createInterface({ input: from }).on('line', (line) => to.write(`${label}${line}\n`));
  }
  return { child, done: new Promise((resolve) => child.on('close', (code, signal) => resolve(code ?? (signal ? 1 : 0)))) };
}

const runs = Array.from({ length: parts }, (_, i) => run(i + 1));
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => runs.forEach(({ child }) => child.kill(signal)));
const codes = await Promise.all(runs.map(({ done }) => done));
if (parts > 1) console.log(`journeys: ${codes.map((code, i) => `part ${i + 1}/${parts} ${code === 0 ? 'passed' : `failed (exit ${code})`}`).join(', ')}`);
process.exit(codes.some((code) => code !== 0) ? 1 : 0);
