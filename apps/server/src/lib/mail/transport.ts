import nodemailer from 'nodemailer';
import type { Config } from '../../config/env.ts';
import type { Db } from '../../db/client.ts';
import { devMailbox, type MailAttachment } from '../../db/schema.ts';

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

export const mailTransportFor = (config: Config, db: Db): MailTransport =>
  config.SMTP_URL ? smtpTransport(config.SMTP_URL, config.MAIL_FROM) : devMailboxTransport(db);
