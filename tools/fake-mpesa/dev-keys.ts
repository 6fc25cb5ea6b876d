import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.join(path.dirname(fileURLToPath(import.meta.url)), 'dev-keys');

/**
 * The fake M-Pesa's development key pair (dev-keys/): `npm run mpesa:fake`, the journeys and the API tests. Read
 * from the files rather than generated per test file: a 2,048-bit RSA pair cost 0.1–0.5 s of CPU each time.
 */
export const DEV_KEYS = {
  privateKeyPem: readFileSync(path.join(here, 'private.pem'), 'utf8'),
  /** The portal's form of the public key: DER, base64 (MPESA_PUBLIC_KEY). */
  publicKeyBase64: readFileSync(path.join(here, 'public.b64'), 'utf8').trim(),
};
