import type { Config } from '../../config/env.ts';
import type { Db } from '../../db/client.ts';
import { enqueueMail } from '../mail/outbox.ts';

export type SmsChannel = 'sms' | 'whatsapp';

/**
 * Text messages ride the mail outbox (same retries, same transaction rule): the recipient is
 * written `sms:+258…` or `whatsapp:+258…`, and the outbox transport hands such rows to the SMS
 * provider instead of the mail server.
 */
export async function enqueueSms(db: Db, message: { to: string; text: string; channel?: SmsChannel }): Promise<number> {
  const e164 = message.to.startsWith('+') ? message.to : `+${message.to}`;
  return enqueueMail(db, { to: `${message.channel ?? 'sms'}:${e164}`, subject: 'SMS', text: message.text });
}

/** `sms:+258…` → { channel, to }; null for an e-mail address. */
export function parseSmsRecipient(to: string): { channel: SmsChannel; to: string } | null {
  const match = /^(sms|whatsapp):(\+\d{8,15})$/.exec(to);
  return match ? { channel: match[1] as SmsChannel, to: match[2]! } : null;
}

export interface SmsProvider {
  send(message: { to: string; channel: SmsChannel; text: string }): Promise<void>;
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
      if (!res.ok) throw new Error(`SMS provider answered HTTP ${res.status}`);
    },
  };
}

/** Whether phone codes can be delivered at all: by the SMS provider, or into the development mailbox. */
export const smsAvailable = (config: Pick<Config, 'mailTransport' | 'SMS_WEBHOOK_URL'>) =>
  !!config.SMS_WEBHOOK_URL || config.mailTransport === 'dev-mailbox';
