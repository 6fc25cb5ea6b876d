// `npm test`: Vitest and the journeys (build, then scripts/journeys.mjs) at once (decision 173), at the same CPU
// priority (decision 180): Vitest's quick projects then end while the journeys still run, and its slow files, which
// wait as much as they compute, share the run's last minute with them. Exits non-zero if either fails. A narrower
// run: `npm run test:unit` or `npm run test:e2e`, which take arguments. `npm test -- --record-durations` rewrites
// e2e/durations.json from the journeys' times in this run, under the load they meet here (decision 181).
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import readline from 'node:readline';
import { fileURLToPath } from 'node:url';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const vitest = path.join(path.dirname(createRequire(import.meta.url).resolve('vitest/package.json')), 'vitest.mjs');

function run(label, command, args) {
  const started = Date.now();
  const child = spawn(command, args, { cwd: repo, stdio: ['ignore', 'pipe', 'pipe'] });
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
  run('[vitest] ', process.execPath, [vitest, 'run']),
  run('', npm, ['run', 'build', '--silent']).then((build) =>
    build.code === 0
      ? run('', process.execPath, ['scripts/journeys.mjs', ...process.argv.slice(2).filter((arg) => arg === '--record-durations')]).then(
          (journeys) => ({ ...journeys, seconds: build.seconds + journeys.seconds }),
        )
      : build,
  ),
]);
const verdict = ({ code, seconds }) => `${code === 0 ? 'passed' : `failed (exit ${code})`} in ${seconds} s`;
console.log(`npm test: Vitest ${verdict(unit)}; build and journeys ${verdict(e2e)}`);
process.exit(unit.code || e2e.code);
