import { DEV_KEYS } from './dev-keys.ts';
import { FAKE_MPESA_NUMBERS, startFakeMpesa } from './fake-mpesa.ts';
import { closeOnSignal } from '../fake-http.ts';

// `npm run mpesa:fake`: the fake M-Pesa on FAKE_MPESA_PORT (3390), with the development keys in dev-keys/.
export const DEV_API_KEY = 'dev-fake-mpesa-api-key-0001';

const port = Number(process.env.FAKE_MPESA_PORT ?? 3390);
const fake = await startFakeMpesa({
  apiKey: process.env.FAKE_MPESA_API_KEY ?? DEV_API_KEY,
  privateKey: DEV_KEYS.privateKeyPem,
  serviceProviderCode: process.env.FAKE_MPESA_SERVICE_PROVIDER_CODE ?? '171717',
  port,
});
console.log(`Fake M-Pesa on ${fake.url} (numbers with a fixed answer: ${Object.entries(FAKE_MPESA_NUMBERS).map(([n, s]) => `${n.slice(3)} ${s}`).join(', ')})`);
closeOnSignal(fake);
