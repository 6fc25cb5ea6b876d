import { createHmac } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import { backgroundCalls, readJson, sendJson as answer, serveFake } from '../fake-http.ts';

/**
 * A local stand-in for the WhatsApp Business Cloud API's send endpoint, for tests and development:
 * `POST /{version}/{phone-number-id}/messages` with `Authorization: Bearer <token>` and a
 * `type: template` message. It checks what the real one checks before accepting (token, sender,
 * recipient digits, a known template with the right number of body parameters, a language),
 * answers `{ messaging_product, contacts, messages: [{ id: "wamid…" }] }` or a Graph API error,
 * and keeps what it accepted (`GET /__fake/messages`).
 *
 * Scenarios (`scenario`, or `POST /__fake/scenario {"scenario": …}` from outside the process):
 * - `ok`: accepts;
 * - `reject`: HTTP 400, #131026 "Message undeliverable" (a permanent refusal);
 * - `unavailable`: HTTP 503, #131016 "Service unavailable" (try again later);
 * - `slow`: accepts after `slowMs` (past the sender's timeout);
 * - `undelivered`: accepts, then reports the message failed (#131026) on the status webhook.
 * `failNext(status, code)` fails only the next send. With `webhook`, the fake calls it as WhatsApp does:
 * a `whatsapp_business_account` change of field `messages` carrying `statuses`, signed with the app
 * secret in `X-Hub-Signature-256`; `reportStatus(id, status)` sends one by hand, `reported()` waits for
 * the calls in flight.
 */
export type FakeWhatsAppScenario = 'ok' | 'reject' | 'unavailable' | 'slow' | 'undelivered';

export interface FakeWhatsAppMessage {
  id: string;
  phoneNumberId: string;
  to: string;
  template: string;
  language: string;
  params: string[];
}

export interface FakeWhatsApp {
  url: string;
  messages: FakeWhatsAppMessage[];
  scenario: FakeWhatsAppScenario;
  slowMs: number;
  failNext(status: number, code?: number): void;
  reportStatus(id: string, status: 'sent' | 'delivered' | 'read' | 'failed'): Promise<number>;
  reported(): Promise<void>;
  close(): Promise<void>;
}

/** A status webhook body as the Cloud API sends it. */
export function whatsAppStatusBody(phoneNumberId: string, message: { id: string; to: string }, status: string) {
  return {
    object: 'whatsapp_business_account',
    entry: [{
      id: '100000000000099',
      changes: [{
        field: 'messages',
        value: {
          messaging_product: 'whatsapp',
          metadata: { display_phone_number: '258840000000', phone_number_id: phoneNumberId },
          statuses: [{
            id: message.id, status, timestamp: String(Math.floor(Date.now() / 1000)), recipient_id: message.to,
            ...(status === 'failed'
              ? { errors: [{ code: 131026, title: 'Message undeliverable', message: 'Message undeliverable', error_data: { details: 'The recipient cannot receive this message.' } }] }
              : {}),
          }],
        },
      }],
    }],
  };
}

export const hubSignature = (body: string, appSecret: string) => `sha256=${createHmac('sha256', appSecret).update(body).digest('hex')}`;

const graphError = (res: ServerResponse, status: number, code: number, message: string, details = message) =>
  answer(res, status, { error: { message: `(#${code}) ${message}`, type: 'OAuthException', code, error_data: { messaging_product: 'whatsapp', details }, fbtrace_id: 'fake-trace' } });

const SCENARIOS: FakeWhatsAppScenario[] = ['ok', 'reject', 'unavailable', 'slow', 'undelivered'];

export async function startFakeWhatsApp(options: {
  token: string;
  phoneNumberId: string;
  /** Approved templates: name → number of body parameters. */
  templates: Record<string, number>;
  port?: number;
  /** Where to send status callbacks, and the app secret that signs them. */
  webhook?: { url: string; appSecret: string };
}): Promise<FakeWhatsApp> {
  const failures: { status: number; code: number }[] = [];
  const reports = backgroundCalls();
  const reportStatus = async (id: string, status: string): Promise<number> => {
    const message = state.messages.find((m) => m.id === id);
    if (!options.webhook || !message) throw new Error(`fake WhatsApp: no webhook or no message ${id}`);
    const body = JSON.stringify(whatsAppStatusBody(options.phoneNumberId, message, status));
    const res = await fetch(options.webhook.url, { method: 'POST', headers: { 'content-type': 'application/json', 'x-hub-signature-256': hubSignature(body, options.webhook.appSecret) }, body });
    return res.status;
  };
  let sequence = 0;
  const path = new RegExp(`^/v\\d+\\.\\d+/${options.phoneNumberId}/messages$`);
  const state: Pick<FakeWhatsApp, 'scenario' | 'slowMs' | 'messages'> = { scenario: 'ok', slowMs: 15_000, messages: [] };
  const fake = await serveFake(async (req, res, url) => {
    if (url === '/__fake/messages') {
      if (req.method === 'DELETE') state.messages.length = 0;
      return answer(res, 200, { messages: state.messages, scenario: state.scenario });
    }
    if (req.method === 'POST' && url === '/__fake/scenario') {
      const body = (await readJson(req)) as { scenario?: FakeWhatsAppScenario; slowMs?: number } | null;
      if (!body?.scenario || !SCENARIOS.includes(body.scenario)) return answer(res, 400, { error: `scenario: one of ${SCENARIOS.join(', ')}` });
      state.scenario = body.scenario;
      if (typeof body.slowMs === 'number') state.slowMs = body.slowMs;
      return answer(res, 200, { scenario: state.scenario });
    }
    if (req.method !== 'POST' || !path.test(url)) return graphError(res, 400, 100, 'Invalid parameter', 'Unknown path or phone number id');
    if (req.headers.authorization !== `Bearer ${options.token}`) return graphError(res, 401, 190, 'Access token has expired');
    const body = (await readJson(req)) as {
      messaging_product?: string;
      to?: string;
      type?: string;
      template?: { name?: string; language?: { code?: string }; components?: { type?: string; parameters?: { type?: string; text?: string }[] }[] };
    } | null;
    if (!body || body.messaging_product !== 'whatsapp') return graphError(res, 400, 100, 'Invalid parameter', 'messaging_product must be whatsapp');
    if (typeof body.to !== 'string' || !/^\d{8,15}$/.test(body.to)) return graphError(res, 400, 100, 'Invalid parameter', 'to must be the number in international format');
    if (body.type !== 'template' || !body.template?.name) return graphError(res, 400, 131047, 'Re-engagement message', 'Outside the 24-hour window only templates are sent');
    const expected = options.templates[body.template.name];
    const language = body.template.language?.code;
    if (expected === undefined || !language) return graphError(res, 404, 132001, 'Template name does not exist in the translation');
    const bodyParams = (body.template.components ?? []).filter((c) => c.type === 'body').flatMap((c) => c.parameters ?? []);
    if (bodyParams.length !== expected || bodyParams.some((p) => p.type !== 'text' || typeof p.text !== 'string' || p.text.length === 0)) {
      return graphError(res, 400, 132000, 'Number of parameters does not match the expected number of params');
    }
    const failure = failures.shift();
    if (failure) return graphError(res, failure.status, failure.code, 'Simulated failure');
    if (state.scenario === 'reject') return graphError(res, 400, 131026, 'Message undeliverable');
    if (state.scenario === 'unavailable') return graphError(res, 503, 131016, 'Service unavailable');
    if (state.scenario === 'slow') await new Promise((r) => setTimeout(r, state.slowMs));
    const id = `wamid.fake${++sequence}`;
    state.messages.push({ id, phoneNumberId: options.phoneNumberId, to: body.to, template: body.template.name, language, params: bodyParams.map((p) => p.text!) });
    if (state.scenario === 'undelivered' && options.webhook) {
      reports.add(reportStatus(id, 'failed').catch(() => 0));
    }
    return answer(res, 200, { messaging_product: 'whatsapp', contacts: [{ input: body.to, wa_id: body.to }], messages: [{ id }] });
  }, { port: options.port, failure: { error: { message: 'An unknown error occurred', type: 'OAuthException', code: 1, fbtrace_id: 'fake-trace' } } });
  return Object.assign(state, {
    url: fake.url,
    failNext: (status: number, code = status >= 500 ? 131016 : 131026) => void failures.push({ status, code }),
    reportStatus,
    reported: reports.settled,
    close: fake.close,
  });
}
