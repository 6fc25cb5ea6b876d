// `npm test`: Vitest and the journeys (build, then scripts/journeys.mjs) at once, Vitest at a lower CPU priority
// (decision 173). The journeys mostly wait on a browser and a server, and their waits set the pace, so they keep
// the CPU whenever they want it; Vitest, which keeps both cores busy, uses what they leave. Exits non-zero if
// either fails. A narrower run: `npm run test:unit` or `npm run test:e2e`, which take arguments.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import { fileURLToPath } from 'node:url';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const vitest = path.join(path.dirname(createRequire(import.meta.url).resolve('vitest/package.json')), 'vitest.mjs');
/** What Vitest yields to the journeys: its workers inherit it. */
const VITEST_NICENESS = 10;

function run(label, command, args, { niceness = 0 } = {}) {
  const started = Date.now();
  const child = spawn(command, args, { cwd: repo, stdio: ['ignore', 'pipe', 'pipe'] });
  if (niceness && child.pid) os.setPriority(child.pid, niceness);
  for (const [from, to] of [[child.stdout, process.stdout], [child.stderr, process.stderr]]) {
    readline.createInterface({ input: from }).on('line', (line) => to.write(`${label}${line}\n`));
  }
  return new Promise((resolve) =>
    child.on('close', (code, signal) => resolve({ code: code ?? (signal ? 1 : 0), seconds: Math.round((Date.now() - started) / 1000) })),
  );
}

const chromium = await run('', process.execPath, ['scripts/ensure-chromium.mjs']);
if (chromium.code !== 0) process.exit(chromium.code);

const [unit, e2e] = await Promise.all([
  run('[vitest] ', process.execPath, [vitest, 'run'], { niceness: VITEST_NICENESS }),
  run('', npm, ['run', 'build', '--silent']).then((build) =>
    build.code === 0 ? run('', process.execPath, ['scripts/journeys.mjs']).then((journeys) => ({ ...journeys, seconds: build.seconds + journeys.seconds })) : build,
  ),
]);
const verdict = ({ code, seconds }) => `${code === 0 ? 'passed' : `failed (exit ${code})`} in ${seconds} s`;
console.log(`npm test: Vitest ${verdict(unit)}; build and journeys ${verdict(e2e)}`);
process.exit(unit.code || e2e.code);
