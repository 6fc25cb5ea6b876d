import { backgroundCalls, readJson, sendJson as answer, serveFake } from '../fake-http.ts';

/**
 * A local stand-in for MozeSMS API v2 (https://www.mozesms.com/documentacao): `POST /v2/sms/send`
 * with `Authorization: Bearer <token>` and JSON `{ phone, message, sender_id }`, for tests and
 * development. It checks what the real one checks (token, +258 number, 1600 characters, a sender
 * id) and keeps what it accepted. `failNext(status)` makes the next send fail, to test retries.
 * With `deliveryReportUrl` (the server's `/webhooks/sms?token=…`), `undeliverNext()` accepts the next
 * message and then reports it failed there (`{ id, status: "failed", reason }`); `reported()` waits for it.
 */
export interface FakeMozeSmsMessage {
  phone: string;
  message: string;
  sender_id: string;
}

export interface FakeMozeSms {
  url: string;
  messages: FakeMozeSmsMessage[];
  failNext(status: number): void;
  undeliverNext(): void;
  reported(): Promise<void>;
  close(): Promise<void>;
}

export async function startFakeMozeSms(options: { token: string; port?: number; deliveryReportUrl?: string }): Promise<FakeMozeSms> {
  const messages: FakeMozeSmsMessage[] = [];
  const failures: number[] = [];
  let undeliver = 0;
  const reports = backgroundCalls();
  let sequence = 0;
  const fake = await serveFake(async (req, res, path) => {
    if (req.method === 'GET' && path === '/__fake/messages') return answer(res, 200, { messages });
    if (req.method !== 'POST' || path !== '/v2/sms/send') return answer(res, 404, { success: false, message: 'Not found' });
    if (req.headers.authorization !== `Bearer ${options.token}`) return answer(res, 401, { success: false, message: 'Token inválido' });
    const body = (await readJson(req)) as Partial<FakeMozeSmsMessage> | null;
    const failure = failures.shift();
    if (failure) return answer(res, failure, { success: false, message: 'Falha simulada' });
    if (!body || typeof body.phone !== 'string' || !/^\+258(8[2-7])\d{7}$/.test(body.phone)) {
      return answer(res, 422, { success: false, message: 'Número inválido' });
    }
    if (typeof body.message !== 'string' || body.message.length === 0 || body.message.length > 1600) {
      return answer(res, 422, { success: false, message: 'Mensagem inválida' });
    }
    if (typeof body.sender_id !== 'string' || body.sender_id.length === 0) return answer(res, 422, { success: false, message: 'Remetente inválido' });
    messages.push({ phone: body.phone, message: body.message, sender_id: body.sender_id });
    const id = `fake-${++sequence}`;
    answer(res, 200, { success: true, message: 'Mensagem enviada', data: { id, phone: body.phone } });
    if (undeliver > 0 && options.deliveryReportUrl) {
      undeliver--;
      reports.add(fetch(options.deliveryReportUrl, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ id, status: 'failed', reason: 'Número inalcançável' }) }).catch(() => null));
    }
  }, { port: options.port, failure: { success: false, message: 'Erro interno' } });
  return {
    url: fake.url,
    messages,
    failNext: (status) => void failures.push(status),
    undeliverNext: () => void undeliver++,
    reported: reports.settled,
    close: fake.close,
  };
}
