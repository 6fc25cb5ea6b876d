import { templateParamCounts } from '../../apps/server/src/lib/messaging/templates.ts';
import { startFakeWhatsApp } from './fake-whatsapp.ts';
import { closeOnSignal } from '../fake-http.ts';

// `npx tsx tools/fake-whatsapp/cli.ts`: the fake WhatsApp Cloud API on FAKE_WHATSAPP_PORT (3392), knowing the shop's
// templates. Point the server at it with WHATSAPP_API_URL=http://127.0.0.1:3392 WHATSAPP_TOKEN=dev-fake-whatsapp-token
// WHATSAPP_PHONE_NUMBER_ID=100000000000001. Sent messages: GET /__fake/messages; failures: POST /__fake/scenario.
const fake = await startFakeWhatsApp({
  token: process.env.FAKE_WHATSAPP_TOKEN ?? 'dev-fake-whatsapp-token',
  phoneNumberId: process.env.FAKE_WHATSAPP_PHONE_NUMBER_ID ?? '100000000000001',
  templates: templateParamCounts(),
  port: Number(process.env.FAKE_WHATSAPP_PORT ?? 3392),
  // The server's status webhook (decision 165), e.g. http://127.0.0.1:3000/webhooks/whatsapp with the server's WHATSAPP_APP_SECRET.
  ...(process.env.FAKE_WHATSAPP_WEBHOOK_URL
    ? { webhook: { url: process.env.FAKE_WHATSAPP_WEBHOOK_URL, appSecret: process.env.FAKE_WHATSAPP_APP_SECRET ?? 'dev-fake-whatsapp-app-secret' } }
    : {}),
});
console.log(`Fake WhatsApp Cloud API on ${fake.url} (sent messages at ${fake.url}/__fake/messages)`);
closeOnSignal(fake);
