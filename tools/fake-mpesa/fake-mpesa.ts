import { constants, createPrivateKey, privateDecrypt, randomBytes, type KeyObject } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { readJson as readBody, sendJson, serveFake } from '../fake-http.ts';

/**
 * A local stand-in for Vodacom M-Pesa Moçambique's OpenAPI (C2B single stage and query
 * transaction status), for tests and development: the same paths, headers, fields and INS-*
 * answers, with the bearer token checked against its private key. What it answers is chosen per
 * number (FAKE_MPESA_NUMBERS) or per test (`setScenario`). See tools/fake-mpesa/README.md.
 */

export const FAKE_SCENARIOS = [
  'success', // INS-0 at once
  'cancelled', // INS-5: the customer dismissed the PIN prompt
  'wrong-pin', // INS-6: the PIN was wrong, the transaction failed
  'insufficient', // INS-2006
  'invalid-msisdn', // INS-2051
  'inactive', // INS-996
  'mpesa-timeout', // INS-9: M-Pesa's own timeout (the customer never answered); status: Expired
  'duplicate', // INS-10
  'internal', // INS-1
  'hang', // no answer until the client gives up; the transaction stays Pending until complete()/fail()
  'late-success', // no answer until the client gives up; the customer did pay: status Completed
  'drop', // the customer pays, then the connection is cut before the answer
] as const;
export type FakeScenario = (typeof FAKE_SCENARIOS)[number];

/** Development numbers: 84 100 XXXX where XXXX names the answer (every other 84/85 number pays). */
export const FAKE_MPESA_NUMBERS: Record<string, FakeScenario> = {
  '258841000005': 'cancelled',
  '258841000006': 'wrong-pin',
  '258841002006': 'insufficient',
  '258841002051': 'invalid-msisdn',
  '258841000996': 'inactive',
  '258841000009': 'mpesa-timeout',
  '258841000010': 'duplicate',
  '258841000001': 'internal',
  '258841000099': 'hang',
  '258841000098': 'late-success',
  '258841000097': 'drop',
};

export type FakeStatus = 'Completed' | 'Pending' | 'Cancelled' | 'Expired' | 'Failed';

export interface FakeCharge {
  thirdPartyReference: string;
  transactionReference: string;
  msisdn: string;
  amount: string;
  origin: string;
  scenario: FakeScenario;
  status: FakeStatus;
  transactionId: string;
  conversationId: string;
}

export interface FakeMpesaOptions {
  apiKey: string;
  privateKey: KeyObject | string;
  serviceProviderCode?: string;
  port?: number;
  host?: string;
}

export interface FakeMpesa {
  url: string;
  port: number;
  /** every C2B request accepted for processing, in order */
  charges: FakeCharge[];
  /** status queries received */
  queries: { queryReference: string; thirdPartyReference: string }[];
  setScenario(msisdn: string, scenario: FakeScenario | null): void;
  /** a pending ("hang") charge: the customer paid after all, or it expired */
  complete(thirdPartyReference: string): void;
  fail(thirdPartyReference: string, status?: Exclude<FakeStatus, 'Completed' | 'Pending'>): void;
  /** money actually taken from each number */
  completed(): FakeCharge[];
  close(): Promise<void>;
}

/** The PKCS#1 v1.5 type-2 block `00 02 PS 00 M` opened by hand (Node refuses PKCS#1 decryption since CVE-2023-46809). */
export function decryptToken(token: string, privateKey: KeyObject): string | null {
  try {
    const block = privateDecrypt({ key: privateKey, padding: constants.RSA_NO_PADDING }, Buffer.from(token, 'base64'));
    if (block[0] !== 0 || block[1] !== 2) return null;
    const end = block.indexOf(0, 2);
    if (end < 10) return null;
    return block.subarray(end + 1).toString('utf8');
  } catch {
    return null;
  }
}

const CODE: Record<Exclude<FakeScenario, 'hang' | 'late-success' | 'drop'>, [number, string, string]> = {
  success: [201, 'INS-0', 'Request processed successfully'],
  cancelled: [401, 'INS-5', 'Transaction cancelled by customer'],
  'wrong-pin': [401, 'INS-6', 'Transaction Failed'],
  insufficient: [422, 'INS-2006', 'Insufficient balance'],
  'invalid-msisdn': [400, 'INS-2051', 'MSISDN invalid.'],
  inactive: [400, 'INS-996', 'Customer Account Status Not Active'],
  'mpesa-timeout': [408, 'INS-9', 'Request timeout'],
  duplicate: [409, 'INS-10', 'Duplicate Transaction'],
  internal: [500, 'INS-1', 'Internal Error'],
};

const STATUS_AFTER: Record<FakeScenario, FakeStatus> = {
  success: 'Completed',
  cancelled: 'Cancelled',
  'wrong-pin': 'Failed',
  insufficient: 'Failed',
  'invalid-msisdn': 'Failed',
  inactive: 'Failed',
  'mpesa-timeout': 'Expired',
  duplicate: 'Failed',
  internal: 'Failed',
  hang: 'Pending',
  'late-success': 'Completed',
  drop: 'Completed',
};

const id = (prefix: string, n: number) => `${prefix}${randomBytes(n).toString('hex').toUpperCase()}`;

export async function startFakeMpesa(options: FakeMpesaOptions): Promise<FakeMpesa> {
  const privateKey = typeof options.privateKey === 'string' ? createPrivateKey(options.privateKey) : options.privateKey;
  const serviceProviderCode = options.serviceProviderCode ?? '171717';
  const scenarios = new Map<string, FakeScenario>(Object.entries(FAKE_MPESA_NUMBERS));
  const charges: FakeCharge[] = [];
  const queries: FakeMpesa['queries'] = [];

  const send = (res: ServerResponse, status: number, body: Record<string, string>) => sendJson(res, status, body);
  const answer = (res: ServerResponse, status: number, code: string, desc: string, extra: Record<string, string> = {}) =>
    send(res, status, { output_ResponseCode: code, output_ResponseDesc: desc, ...extra });

  const authorised = (req: IncomingMessage, res: ServerResponse) => {
    const header = req.headers.authorization ?? '';
    const token = header.startsWith('Bearer ') ? header.slice(7) : '';
    if (!token || decryptToken(token, privateKey) !== options.apiKey) {
      answer(res, 401, 'INS-2', 'Invalid API Key');
      return false;
    }
    if (!req.headers.origin) {
      answer(res, 400, 'INS-20', 'Not All Parameters Provided. Please try again.');
      return false;
    }
    return true;
  };

  async function readJson(req: IncomingMessage): Promise<Record<string, unknown>> {
    const parsed = await readBody(req);
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : {};
  }

  async function c2b(req: IncomingMessage, res: ServerResponse) {
    const body = await readJson(req);
    const field = (name: string) => (typeof body[name] === 'string' || typeof body[name] === 'number' ? String(body[name]).trim() : '');
    const [transactionReference, msisdn, amount, thirdPartyReference, code] = [
      field('input_TransactionReference'), field('input_CustomerMSISDN'), field('input_Amount'), field('input_ThirdPartyReference'), field('input_ServiceProviderCode'),
    ];
    if (!transactionReference || !msisdn || !amount || !thirdPartyReference || !code) return answer(res, 400, 'INS-20', 'Not All Parameters Provided. Please try again.');
    if (transactionReference.length > 20) return answer(res, 400, 'INS-17', 'Invalid Transaction Reference. Length Should Be Between 1 and 20.');
    if (code !== serviceProviderCode) return answer(res, 400, 'INS-13', 'Invalid Shortcode Used');
    if (!/^\d+(\.\d{1,2})?$/.test(amount) || Number(amount) <= 0) return answer(res, 400, 'INS-15', 'Invalid Amount Used');
    if (!/^2588[45]\d{7}$/.test(msisdn)) return answer(res, 400, 'INS-2051', 'MSISDN invalid.');
    if (charges.some((c) => c.thirdPartyReference === thirdPartyReference)) return answer(res, 409, 'INS-10', 'Duplicate Transaction');
    const scenario = scenarios.get(msisdn) ?? 'success';
    const charge: FakeCharge = {
      thirdPartyReference, transactionReference, msisdn, amount, origin: String(req.headers.origin), scenario,
      status: STATUS_AFTER[scenario], transactionId: id('', 5), conversationId: id('AG_', 8),
    };
    charges.push(charge);
    if (scenario === 'hang' || scenario === 'late-success') return; // held open: the client's timeout ends it
    if (scenario === 'drop') return void req.socket.destroy();
    const [status, insCode, desc] = CODE[scenario];
    answer(res, status, insCode, desc, {
      output_ConversationID: charge.conversationId,
      output_ThirdPartyReference: thirdPartyReference,
      ...(insCode === 'INS-0' ? { output_TransactionID: charge.transactionId } : {}),
    });
  }

  function query(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', 'http://fake');
    const queryReference = url.searchParams.get('input_QueryReference') ?? '';
    const thirdPartyReference = url.searchParams.get('input_ThirdPartyReference') ?? '';
    if (!queryReference || !thirdPartyReference || !url.searchParams.get('input_ServiceProviderCode')) {
      return answer(res, 400, 'INS-20', 'Not All Parameters Provided. Please try again.');
    }
    queries.push({ queryReference, thirdPartyReference });
    const charge = charges.find((c) => [c.thirdPartyReference, c.conversationId, c.transactionId].includes(queryReference));
    if (!charge) return answer(res, 200, 'INS-0', 'Request processed successfully', { output_ResponseTransactionStatus: 'N/A', output_ThirdPartyReference: thirdPartyReference });
    answer(res, 200, 'INS-0', 'Request processed successfully', {
      output_ResponseTransactionStatus: charge.status,
      output_ConversationID: charge.conversationId,
      output_ThirdPartyReference: thirdPartyReference,
      ...(charge.status === 'Completed' ? { output_TransactionID: charge.transactionId } : {}),
    });
  }

  const fake = await serveFake(async (req, res, path) => {
    if (req.method === 'POST' && path === '/ipg/v1x/c2bPayment/singleStage/') {
      if (authorised(req, res)) await c2b(req, res);
    } else if (req.method === 'GET' && path === '/ipg/v1x/queryTransactionStatus/') {
      if (authorised(req, res)) query(req, res);
    } else if (req.method === 'PUT' && path === '/__fake/scenario') {
      // Development control: {"msisdn":"258841234567","scenario":"insufficient"} (null restores the default).
      const body = await readJson(req);
      const scenario = body.scenario as FakeScenario | null;
      if (typeof body.msisdn !== 'string' || (scenario !== null && !FAKE_SCENARIOS.includes(scenario))) return send(res, 400, { error: 'msisdn and scenario' });
      api.setScenario(body.msisdn, scenario);
      send(res, 200, { ok: 'true' });
    } else if (req.method === 'GET' && path === '/__fake/charges') {
      sendJson(res, 200, charges);
    } else {
      send(res, 404, { error: 'not found' });
    }
  }, { port: options.port, host: options.host, failure: { output_ResponseCode: 'INS-1', output_ResponseDesc: 'Internal Error' } });

  const byRef = (ref: string) => {
    const charge = charges.find((c) => c.thirdPartyReference === ref);
    if (!charge) throw new Error(`no charge ${ref}`);
    return charge;
  };
  const api: FakeMpesa = {
    url: fake.url,
    port: fake.port,
    charges,
    queries,
    setScenario: (msisdn, scenario) => (scenario ? scenarios.set(msisdn, scenario) : scenarios.delete(msisdn)),
    complete: (ref) => void (byRef(ref).status = 'Completed'),
    fail: (ref, status = 'Expired') => void (byRef(ref).status = status),
    completed: () => charges.filter((c) => c.status === 'Completed'),
    close: fake.close,
  };
  return api;
}
