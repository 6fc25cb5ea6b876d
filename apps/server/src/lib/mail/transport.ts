import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Config, MailTransportKind } from '../../config/env.ts';
import type { Db } from '../../db/client.ts';
import { devMailbox, type MailAttachment, type WhatsAppTemplateMessage } from '../../db/schema.ts';
import { DeliveryError } from '../messaging/delivery-error.ts';
import { parseSmsRecipient, smsProviderFor, type SmsProvider } from '../messaging/sms.ts';
import { whatsAppProviderFor, type WhatsAppProvider } from '../messaging/whatsapp.ts';

export interface MailMessage {
  outboxId: number;
  to: string;
  subject: string;
  text: string;
  html: string | null;
  attachments: MailAttachment[];
  /** a `whatsapp:` code's authentication template (decision 166) */
  whatsapp?: WhatsAppTemplateMessage | null;
}

export interface MailTransport {
  kind: MailTransportKind;
  send(message: MailMessage): Promise<void>;
  /** The phone channels beside the mail (decision 163); absent or null when off. */
  sms?: SmsProvider | null;
  whatsapp?: WhatsAppProvider | null;
}

export function smtpTransport(url: string, from: string): MailTransport {
  const transporter = nodemailer.createTransport(url);
  return {
    kind: 'smtp',
    async send(m) {
      await transporter.sendMail({
        from,
        to: m.to,
        subject: m.subject,
        text: m.text,
        html: m.html ?? undefined,
        attachments: m.attachments.map((a) => ({ filename: a.filename, contentType: a.contentType, content: Buffer.from(a.content, 'base64') })),
      });
    },
  };
}

/** Development: mail "delivered" into a table readable at /dev/mailbox. */
export function devMailboxTransport(db: Db): MailTransport {
  return {
    kind: 'dev-mailbox',
    async send(m) {
      await db.insert(devMailbox).values({ outboxId: m.outboxId, to: m.to, subject: m.subject, text: m.text, html: m.html, attachments: m.attachments });
    },
  };
}

/**
 * MAIL_TRANSPORT=log: an operator's explicit "mail is not sent". Each message is logged as not sent,
 * by outbox id and subject only (recipients and bodies carry personal data and codes).
 */
export function logTransport(log: FastifyBaseLogger): MailTransport {
  return {
    kind: 'log',
    async send(m) {
      log.warn({ outboxId: m.outboxId, subject: m.subject }, 'mail not sent (MAIL_TRANSPORT=log)');
    },
  };
}

/**
 * Outbox rows addressed `sms:+258…` / `whatsapp:+258…` go to the SMS provider; the rest to the mail
 * transport. The providers ride along for rows with a channel (`deliverOnChannel`).
 */
export function withSms(mail: MailTransport, sms: SmsProvider | null, whatsapp: WhatsAppProvider | null = null): MailTransport {
  return {
    kind: mail.kind,
    sms,
    whatsapp,
    async send(m) {
      const recipient = parseSmsRecipient(m.to);
      if (!recipient) return mail.send(m);
      // A code asked for by WhatsApp: the authentication template; refused for good (or WhatsApp off), the SMS below.
      if (recipient.channel === 'whatsapp' && whatsapp && m.whatsapp) {
        try {
          await whatsapp.send({ to: recipient.to, template: m.whatsapp.template, params: m.whatsapp.params, copyCode: m.whatsapp.params[0] });
          return;
        } catch (err) {
          if (!(err instanceof DeliveryError && err.permanent)) throw err;
        }
      }
      // Without a provider, texts land beside the mail in the development mailbox (never in production) or the log.
      if (!sms) {
        if (mail.kind !== 'smtp') return mail.send(m);
        throw new Error('no SMS provider configured (MOZESMS_TOKEN or SMS_WEBHOOK_URL)');
      }
      await sms.send({ ...recipient, text: m.text });
    },
  };
}

function mailOnly(config: Config, db: Db, log: FastifyBaseLogger): MailTransport {
  if (config.mailTransport === 'log') return logTransport(log);
  if (config.mailTransport === 'smtp' && config.SMTP_URL) return smtpTransport(config.SMTP_URL, config.MAIL_FROM);
  if (config.mailTransport === 'dev-mailbox') return devMailboxTransport(db);
  throw new Error('no mail transport: set SMTP_URL, or MAIL_TRANSPORT=log');
}

export const mailTransportFor = (config: Config, db: Db, log: FastifyBaseLogger): MailTransport =>
  withSms(mailOnly(config, db, log), smsProviderFor(config), whatsAppProviderFor(config));
