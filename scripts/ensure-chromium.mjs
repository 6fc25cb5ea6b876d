// Makes sure the Chromium the browser tests drive is present; installs it from Debian's packages when we can.
// The journeys drive the headless shell (decision 179); `--full` asks for the whole browser, which bench:web's
// Lighthouse measures in.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const full = process.argv.includes('--full');
const CHROMIUM = full
  ? process.env.CHROME_PATH || '/usr/bin/chromium'
  : process.env.CHROMIUM_PATH || '/usr/bin/chromium-headless-shell';
const PACKAGE = full ? 'chromium' : 'chromium-headless-shell';
if (existsSync(CHROMIUM)) process.exit(0);

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
let hasApt = false;
try {
  execSync('command -v apt-get', { stdio: 'ignore' });
  hasApt = true;
} catch {}

if (!isRoot || !hasApt) {
  console.error(
    `Chromium was not found at ${CHROMIUM}.\n` +
      `${full ? 'The benchmark measures pages in' : 'The browser tests drive'} Debian's ${PACKAGE}. Install it with:\n` +
      `  sudo apt-get update && sudo apt-get install -y ${PACKAGE}\n` +
      `or point ${full ? 'CHROME_PATH' : 'CHROMIUM_PATH'} at a Chromium or Chrome binary.`,
  );
  process.exit(1);
}
console.log(`Installing Debian's ${PACKAGE} for the ${full ? 'benchmark' : 'browser tests'} (apt-get)...`);
execSync(`apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${PACKAGE} fonts-dejavu-core`, { stdio: 'inherit', shell: '/bin/bash' });
if (!existsSync(CHROMIUM)) {
  console.error(`apt-get finished but ${CHROMIUM} is still missing.`);
  process.exit(1);
}
