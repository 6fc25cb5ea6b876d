import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

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

const readJson = (req: IncomingMessage) =>
  new Promise<unknown>((resolve) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      try {
        resolve(JSON.parse(body));
      } catch {
        resolve(null);
      }
    });
  });

const answer = (res: ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
};

export async function startFakeMozeSms(options: { token: string; port?: number; deliveryReportUrl?: string }): Promise<FakeMozeSms> {
  const messages: FakeMozeSmsMessage[] = [];
  const failures: number[] = [];
  let undeliver = 0;
  const inFlight = new Set<Promise<unknown>>();
  let sequence = 0;
  const server = createServer(async (req, res) => {
    if (req.method === 'GET' && req.url === '/__fake/messages') return answer(res, 200, { messages });
    if (req.method !== 'POST' || req.url !== '/v2/sms/send') return answer(res, 404, { success: false, message: 'Not found' });
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
      const call = fetch(options.deliveryReportUrl, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ id, status: 'failed', reason: 'Número inalcançável' }) }).catch(() => null);
      inFlight.add(call);
      void call.finally(() => inFlight.delete(call));
    }
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    messages,
    failNext: (status) => void failures.push(status),
    undeliverNext: () => void undeliver++,
    reported: async () => void (await Promise.all([...inFlight])),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
