// `npm run dev`: the API server (watching), Vite's dev server and the local M-Pesa and WhatsApp fakes side by side.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';

// M-Pesa goes to the fake (tools/fake-mpesa, its development keys) unless the environment or .env names a real one.
const dotEnvSetsMpesa = existsSync('.env') && /^MPESA_API_URL=\S/m.test(readFileSync('.env', 'utf8'));
const useFake = !process.env.MPESA_API_URL && !dotEnvSetsMpesa;
const fakePort = process.env.FAKE_MPESA_PORT ?? '3390';
const mpesaEnv = useFake
  ? {
      ...process.env,
      MPESA_API_URL: `http://127.0.0.1:${fakePort}`,
      MPESA_API_KEY: 'dev-fake-mpesa-api-key-0001',
      MPESA_PUBLIC_KEY: readFileSync('tools/fake-mpesa/dev-keys/public.b64', 'utf8').trim(),
      MPESA_SERVICE_PROVIDER_CODE: '171717',
      // The fake's "hang" numbers wait for the client to give up: 20 s is enough to see "a confirmar".
      MPESA_TIMEOUT_MS: process.env.MPESA_TIMEOUT_MS ?? '20000',
    }
  : process.env;

// WhatsApp messages go to the fake (tools/fake-whatsapp; what it got at :3392/__fake/messages) unless a real one is named.
const dotEnvSetsWhatsApp = existsSync('.env') && /^WHATSAPP_TOKEN=\S/m.test(readFileSync('.env', 'utf8'));
const useWhatsAppFake = !process.env.WHATSAPP_TOKEN && !dotEnvSetsWhatsApp;
const whatsAppPort = process.env.FAKE_WHATSAPP_PORT ?? '3392';
const serverEnv = useWhatsAppFake
  ? {
      ...mpesaEnv,
      WHATSAPP_API_URL: `http://127.0.0.1:${whatsAppPort}`,
      WHATSAPP_TOKEN: 'dev-fake-whatsapp-token',
      WHATSAPP_PHONE_NUMBER_ID: '100000000000001',
    }
  : mpesaEnv;

// Each child leads its own process group, so stopping dev stops npm's grandchildren (tsx, vite) too.
const children = [
  spawn('npm', ['run', 'dev', '-w', '@shop/server'], { stdio: 'inherit', detached: true, env: serverEnv }),
  spawn('npm', ['run', 'dev', '-w', '@shop/web'], { stdio: 'inherit', detached: true }),
  ...(useFake ? [spawn('npm', ['run', 'mpesa:fake'], { stdio: 'inherit', detached: true, env: { ...process.env, FAKE_MPESA_PORT: fakePort } })] : []),
  ...(useWhatsAppFake
    ? [spawn('npm', ['run', 'whatsapp:fake'], { stdio: 'inherit', detached: true, env: { ...process.env, FAKE_WHATSAPP_PORT: whatsAppPort } })]
    : []),
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
