import nodemailer from 'nodemailer';
import type { Config } from '../../config/env.ts';
import type { Db } from '../../db/client.ts';
import { devMailbox, type MailAttachment } from '../../db/schema.ts';
import { parseSmsRecipient, webhookSmsProvider, type SmsProvider } from '../messaging/sms.ts';

export interface MailMessage {
  outboxId: number;
  to: string;
  subject: string;
  text: string;
  html: string | null;
  attachments: MailAttachment[];
}

export interface MailTransport {
  kind: 'smtp' | 'dev-mailbox';
  send(message: MailMessage): Promise<void>;
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

/** Outbox rows addressed `sms:+258…` / `whatsapp:+258…` go to the SMS provider; the rest to the mail transport. */
export function withSms(mail: MailTransport, sms: SmsProvider | null): MailTransport {
  return {
    kind: mail.kind,
    async send(m) {
      const recipient = parseSmsRecipient(m.to);
      if (!recipient) return mail.send(m);
      // Without a provider, texts land beside the mail in the development mailbox (never in production).
      if (!sms) {
        if (mail.kind === 'dev-mailbox') return mail.send(m);
        throw new Error('no SMS provider configured (SMS_WEBHOOK_URL)');
      }
      await sms.send({ ...recipient, text: m.text });
    },
  };
}

export const mailTransportFor = (config: Config, db: Db): MailTransport =>
  withSms(
    config.SMTP_URL ? smtpTransport(config.SMTP_URL, config.MAIL_FROM) : devMailboxTransport(db),
    config.SMS_WEBHOOK_URL ? webhookSmsProvider(config.SMS_WEBHOOK_URL, config.SMS_WEBHOOK_TOKEN) : null,
  );
