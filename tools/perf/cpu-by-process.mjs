// What a command's processes cost in CPU, all of them: `node tools/perf/cpu-by-process.mjs -- npm test`.
// `/usr/bin/time` counts only the children each parent waited for, so it misses most of Chromium (its renderers and
// zygotes) and the servers Playwright starts; Linux's process accounting writes a record for every process that
// ends. Needs root and Debian's `acct` package (installed when missing). It also sees the machine's other processes
// that end during the run: run it on a quiet machine. Prints seconds of CPU (user + system) by kind of process.
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const command = process.argv.slice(process.argv.indexOf('--') + 1);
if (!process.argv.includes('--') || command.length === 0) {
  console.error('Usage: node tools/perf/cpu-by-process.mjs -- <command> [args…]');
  process.exit(2);
}
if (process.getuid?.() !== 0) {
  console.error('Process accounting needs root.');
  process.exit(2);
}
if (!existsSync('/usr/sbin/accton')) execFileSync('bash', ['-c', 'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq acct'], { stdio: 'inherit' });

/** Each process's command line, read while it runs (accounting keeps only the first 16 characters of its name). */
const commandLines = new Map();
const readCommandLines = () => {
  for (const pid of readdirSync('/proc')) {
    if (!/^\d+$/.test(pid) || commandLines.has(pid)) continue;
    try {
      const line = readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ').trim();
      if (line) commandLines.set(pid, line);
    } catch {}
  }
};
const sampler = setInterval(readCommandLines, 200);

const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'cpu-by-process-')), 'pacct');
writeFileSync(file, '');
execFileSync('accton', [file], { stdio: 'ignore' });
const started = Date.now();
// Ctrl-C reaches the command too (same process group); stay to turn accounting off and report.
process.on('SIGINT', () => {});
const code = await new Promise((resolve) => {
  const child = spawn(command[0], command.slice(1), { stdio: 'inherit' });
  child.on('close', (exit, signal) => resolve(exit ?? (signal ? 1 : 0)));
});
const wall = (Date.now() - started) / 1000;
execFileSync('accton', ['off'], { stdio: 'ignore' });
clearInterval(sampler);

/** What kind of process a record is, from its command line (or its parent's, for one that ended unseen). */
function kindOf(name, pid, parent, records) {
  const line = commandLines.get(pid) ?? '';
  if (name.startsWith('chrom') || line.includes('/chromium')) {
    const type = /--type=(\S+)/.exec(line)?.[1];
    return `chromium ${type ?? (line ? 'browser' : 'child')}`;
  }
  if (name.startsWith('postgres')) return 'postgres';
  if (line.includes('server/dist/server.js')) return 'journeys: shop server';
  if (/fake-(mpesa|whatsapp)/.test(line)) return 'journeys: fakes';
  if (/playwright|journeys\.mjs/.test(line)) return 'journeys: playwright';
  if (line.includes('vitest')) return 'vitest';
  if (/\bvite\b|rolldown|esbuild|build/.test(line) || name === 'esbuild') return 'build';
  if (!line && records.has(parent) && parent !== pid) {
    const [parentName, , grandparent] = records.get(parent);
    return kindOf(parentName, parent, grandparent, records);
  }
  return `other: ${name}`;
}

const records = new Map();
for (const row of execFileSync('dump-acct', [file], { encoding: 'utf8', maxBuffer: 256 << 20 }).split('\n')) {
  const fields = row.split('|').map((f) => f.trim());
  if (fields.length < 11) continue;
  const [name, , user, system] = fields;
  records.set(fields[9], [name, fields[9], fields[10], Number(user) + Number(system)]);
}
const byKind = new Map();
let total = 0;
for (const [name, pid, parent, ticks] of records.values()) {
  const kind = kindOf(name, pid, parent, records);
  const seen = byKind.get(kind) ?? { seconds: 0, count: 0 };
  seen.seconds += ticks / 100;
  seen.count += 1;
  byKind.set(kind, seen);
  total += ticks / 100;
}
console.log(`\n${command.join(' ')}: exit ${code}, ${wall.toFixed(1)} s of wall time, ${total.toFixed(1)} s of CPU (${(total / wall).toFixed(2)} cores)`);
for (const [kind, { seconds, count }] of [...byKind].sort((a, b) => b[1].seconds - a[1].seconds)) {
  if (seconds >= 0.5) console.log(`${seconds.toFixed(1).padStart(8)} s  ${String(count).padStart(5)} processes  ${kind}`);
}
process.exit(code);
