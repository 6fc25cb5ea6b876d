// `npm run dev`: the API server (watching) and Vite's dev server side by side.
import { spawn } from 'node:child_process';

// Each child leads its own process group, so stopping dev stops npm's grandchildren (tsx, vite) too.
const children = [
  spawn('npm', ['run', 'dev', '-w', '@shop/server'], { stdio: 'inherit', detached: true }),
  spawn('npm', ['run', 'dev', '-w', '@shop/web'], { stdio: 'inherit', detached: true }),
];
let stopping = false;
const stop = (signal = 'SIGTERM') => {
  if (stopping) return;
  stopping = true;
  for (const child of children) {
    try {
      process.kill(-child.pid, signal);
    } catch {
      /* already gone */
    }
  }
};
process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));
for (const child of children)
  child.on('exit', (code) => {
    stop();
    process.exitCode = code ?? 0;
  });
