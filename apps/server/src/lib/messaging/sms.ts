import type { Config } from '../../config/env.ts';
import type { Db } from '../../db/client.ts';
import { mailOutbox } from '../../db/schema.ts';
import { SIGN_IN_CODE_TEMPLATE } from './templates.ts';
import { DeliveryError, transientStatus } from './delivery-error.ts';

export type SmsChannel = 'sms' | 'whatsapp';

/**
 * Text messages ride the mail outbox (same retries, same transaction rule): the recipient is
 * written `sms:+258…` or `whatsapp:+258…`, and the outbox transport hands such rows to the SMS
 * provider instead of the mail server.
 */
export async function enqueueSms(db: Db, message: { to: string; text: string; channel?: SmsChannel; code?: string }): Promise<number> {
  const e164 = message.to.startsWith('+') ? message.to : `+${message.to}`;
  const channel = message.channel ?? 'sms';
  // A code asked for by WhatsApp goes as the authentication template when WhatsApp is on, else as this text.
  const whatsapp = channel === 'whatsapp' && message.code ? { template: SIGN_IN_CODE_TEMPLATE.name, params: [message.code] } : null;
  const [row] = await db.insert(mailOutbox).values({ to: `${channel}:${e164}`, subject: 'SMS', text: message.text, whatsapp }).returning({ id: mailOutbox.id });
  return row!.id;
}

/** `sms:+258…` → { channel, to }; null for an e-mail address. */
export function parseSmsRecipient(to: string): { channel: SmsChannel; to: string } | null {
  const match = /^(sms|whatsapp):(\+\d{8,15})$/.exec(to);
  return match ? { channel: match[1] as SmsChannel, to: match[2]! } : null;
}

export interface SmsProvider {
  /** Resolves to the gateway's id for the message when it gives one (its delivery reports name it). */
  send(message: { to: string; channel: SmsChannel; text: string }): Promise<string | null>;
}

/** The message id in a gateway's answer (`{ id }`, or MozeSMS's `{ data: { id } }`), when there is one. */
async function gatewayMessageId(res: Response): Promise<string | null> {
  const body = (await res.json().catch(() => null)) as { id?: unknown; data?: { id?: unknown } } | null;
  const id = body?.data?.id ?? body?.id;
  return typeof id === 'string' || typeof id === 'number' ? String(id) : null;
}

/**
 * A provider behind an HTTPS endpoint: POST {to, channel, text} with a bearer token. Any SMS or
 * WhatsApp gateway (Twilio, a local aggregator) fits behind a small adapter of this shape.
 */
export function webhookSmsProvider(url: string, token: string | undefined, timeoutMs = 10_000): SmsProvider {
  return {
    async send(message) {
      const res = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
        body: JSON.stringify(message),
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (!res.ok) throw new DeliveryError(`SMS provider answered HTTP ${res.status}`, !transientStatus(res.status));
      return gatewayMessageId(res);
    },
  };
}

/**
 * MozeSMS API v2, a Mozambican gateway to Vodacom, Movitel and Tmcel (decision 097): POST
 * /v2/sms/send with a Bearer token and { phone, message, sender_id }. Any answer but 2xx throws,
 * so the outbox tries again later. It sends SMS only: a text asked for by WhatsApp goes by SMS.
 */
export function mozeSmsProvider(options: { baseUrl: string; token: string; senderId: string }, timeoutMs = 10_000): SmsProvider {
  const url = `${options.baseUrl.replace(/\/+$/, '')}/v2/sms/send`;
  return {
    async send(message) {
      const res = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${options.token}` },
        body: JSON.stringify({ phone: message.to, message: message.text, sender_id: options.senderId }),
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (!res.ok) throw new DeliveryError(`MozeSMS answered HTTP ${res.status}`, !transientStatus(res.status));
      return gatewayMessageId(res);
    },
  };
}

type SmsConfig = Pick<Config, 'SMS_WEBHOOK_URL' | 'SMS_WEBHOOK_TOKEN' | 'MOZESMS_TOKEN' | 'MOZESMS_SENDER_ID' | 'MOZESMS_URL'>;

/** The configured provider: MozeSMS when its token is set, else the generic webhook, else none. */
export function smsProviderFor(config: SmsConfig): SmsProvider | null {
  if (config.MOZESMS_TOKEN && config.MOZESMS_SENDER_ID) {
    return mozeSmsProvider({ baseUrl: config.MOZESMS_URL, token: config.MOZESMS_TOKEN, senderId: config.MOZESMS_SENDER_ID });
  }
  return config.SMS_WEBHOOK_URL ? webhookSmsProvider(config.SMS_WEBHOOK_URL, config.SMS_WEBHOOK_TOKEN) : null;
}

/** Whether phone codes can be delivered at all: by an SMS provider, or into the development mailbox. */
export const smsAvailable = (config: Pick<Config, 'mailTransport' | 'SMS_WEBHOOK_URL' | 'MOZESMS_TOKEN'>) =>
  !!config.SMS_WEBHOOK_URL || !!config.MOZESMS_TOKEN || config.mailTransport === 'dev-mailbox';
