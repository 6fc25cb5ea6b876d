import { constants, createPublicKey, publicEncrypt, type KeyObject } from 'node:crypto';

/**
 * The adapter to Vodacom M-Pesa Moçambique's OpenAPI (decision 160): C2B single stage on port
 * 18352, query transaction status on 18353, each authorised by the API key encrypted with the
 * portal's public key (RSA PKCS#1 v1.5, base64) as the bearer token.
 */

export interface MpesaSettings {
  /** `https://api.sandbox.vm.co.mz` or `https://api.vm.co.mz`; an address with a port (the local fake) takes both calls on it */
  apiUrl: string;
  apiKey: string;
  /** the portal's public key: base64 DER (as the portal shows it) or PEM */
  publicKey: KeyObject;
  serviceProviderCode: string;
  origin: string;
  /** how long a call may take: the C2B call only answers once the customer has typed the PIN (or not) */
  timeoutMs: number;
}

export const C2B_PORT = 18352;
export const QUERY_PORT = 18353;
export const C2B_PATH = '/ipg/v1x/c2bPayment/singleStage/';
export const QUERY_PATH = '/ipg/v1x/queryTransactionStatus/';

/** The portal's key as a key object; throws on anything that is not an RSA public key. */
export function parsePublicKey(text: string): KeyObject {
  const trimmed = text.trim().replace(/\\n/g, '\n');
  const key = trimmed.includes('-----BEGIN')
    ? createPublicKey(trimmed)
    : createPublicKey({ key: Buffer.from(trimmed.replace(/\s/g, ''), 'base64'), format: 'der', type: 'spki' });
  if (key.asymmetricKeyType !== 'rsa') throw new Error('not an RSA public key');
  return key;
}

/** The bearer token: the API key encrypted with the public key, PKCS#1 v1.5 padding, base64. */
export function bearerToken(apiKey: string, publicKey: KeyObject): string {
  return publicEncrypt({ key: publicKey, padding: constants.RSA_PKCS1_PADDING }, Buffer.from(apiKey, 'utf8')).toString('base64');
}

/** Where a call goes: the documented port unless the configured address names its own. */
export function endpoint(apiUrl: string, port: number, path: string): URL {
  const url = new URL(apiUrl);
  if (!url.port) url.port = String(port);
  url.pathname = path;
  return url;
}

export interface C2bRequest {
  transactionReference: string;
  msisdn: string;
  amountCents: number;
  thirdPartyReference: string;
}

/** An answer M-Pesa gave (any HTTP status), or no answer at all. */
export type MpesaReply =
  | { kind: 'answer'; httpStatus: number; body: Record<string, string> }
  /** the call was sent (or may have been) and no answer came in time */
  | { kind: 'timeout' }
  /** the connection could not be opened: nothing reached M-Pesa */
  | { kind: 'unreachable'; detail: string }
  /** the connection broke after the request may have been sent */
  | { kind: 'broken'; detail: string };

export interface MpesaClient {
  /** how long one call may take (the settings' timeout) */
  readonly timeoutMs: number;
  c2b(request: C2bRequest): Promise<MpesaReply>;
  queryStatus(request: { queryReference: string; thirdPartyReference: string }): Promise<MpesaReply>;
}

/** Meticais as the API writes them: "150" or "150.50". */
export const wireAmount = (cents: number) => (cents % 100 === 0 ? String(cents / 100) : (cents / 100).toFixed(2));

const NOT_SENT = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH', 'ENETUNREACH', 'UND_ERR_CONNECT_TIMEOUT']);

function errorCode(err: unknown): string {
  const cause = (err as { cause?: { code?: string; errors?: { code?: string }[] } })?.cause;
  return cause?.code ?? cause?.errors?.[0]?.code ?? (err as { code?: string })?.code ?? 'UNKNOWN';
}

export function createMpesaClient(settings: MpesaSettings, fetchImpl: typeof fetch = fetch): MpesaClient {
  const headers = () => ({
    'Content-Type': 'application/json',
    Accept: 'application/json',
    Authorization: `Bearer ${bearerToken(settings.apiKey, settings.publicKey)}`,
    Origin: settings.origin,
  });

  async function call(url: URL, init: RequestInit): Promise<MpesaReply> {
    try {
      const res = await fetchImpl(url, { ...init, signal: AbortSignal.timeout(settings.timeoutMs) });
      const text = await res.text();
      let body: Record<string, string> = {};
      try {
        const parsed: unknown = JSON.parse(text);
        if (parsed && typeof parsed === 'object') body = Object.fromEntries(Object.entries(parsed).map(([k, v]) => [k, v == null ? '' : String(v)]));
      } catch {
        body = {};
      }
      return { kind: 'answer', httpStatus: res.status, body };
    } catch (err) {
      const name = (err as { name?: string })?.name;
      if (name === 'TimeoutError' || name === 'AbortError') return { kind: 'timeout' };
      const code = errorCode(err);
      return NOT_SENT.has(code) ? { kind: 'unreachable', detail: code } : { kind: 'broken', detail: code };
    }
  }

  return {
    timeoutMs: settings.timeoutMs,
    c2b: (request) =>
      call(endpoint(settings.apiUrl, C2B_PORT, C2B_PATH), {
        method: 'POST',
        headers: headers(),
        body: JSON.stringify({
          input_TransactionReference: request.transactionReference,
          input_CustomerMSISDN: request.msisdn,
          input_Amount: wireAmount(request.amountCents),
          input_ThirdPartyReference: request.thirdPartyReference,
          input_ServiceProviderCode: settings.serviceProviderCode,
        }),
      }),
    queryStatus: ({ queryReference, thirdPartyReference }) => {
      const url = endpoint(settings.apiUrl, QUERY_PORT, QUERY_PATH);
      url.searchParams.set('input_ThirdPartyReference', thirdPartyReference);
      url.searchParams.set('input_QueryReference', queryReference);
      url.searchParams.set('input_ServiceProviderCode', settings.serviceProviderCode);
      return call(url, { method: 'GET', headers: headers() });
    },
  };
}
