import type { Db } from '../../../db/client.ts';
import type { MailAttachment } from '../../../db/schema.ts';
import type { Config } from '../../../config/env.ts';
import { enqueueMail } from '../../../lib/mail/outbox.ts';
import { enqueueMessage } from '../../../lib/messaging/messages.ts';
import { button, notice, paragraph, renderMail, table, type MailBlock } from '../../../lib/mail/templates.ts';

/** Where staff alerts go and how their links start: read from the validated config only. */
export interface StaffAlertTarget {
  to: string;
  publicUrl: string;
  /** the staff's mobiles for the alerts that carry a `phoneText` (decision 166), and their channel */
  phones?: string[];
  phoneChannel?: 'whatsapp' | 'sms';
}

export const staffAlertTarget = (config: Pick<Config, 'staffAlertEmail' | 'publicUrl' | 'staffAlertPhones' | 'STAFF_ALERT_CHANNEL'>): StaffAlertTarget => ({
  to: config.staffAlertEmail,
  publicUrl: config.publicUrl,
  phones: config.staffAlertPhones,
  phoneChannel: config.STAFF_ALERT_CHANNEL,
});

export interface StaffAlert {
  subject: string;
  heading: string;
  /** label/value lines: who, what, how much */
  rows: [string, string][];
  /** free text the customer wrote (a message, a reason), quoted as it came */
  quote?: string;
  /** what staff should do next, in one line */
  todo: string;
  /** the back-office screen that handles it (a path from backOfficePaths) */
  link: { label: string; path: string };
  attachments?: MailAttachment[];
  /**
   * One line for the staff's phones ("Encomenda CM12 paga por M-Pesa, MT 1 500,00"): the alerts that need someone
   * soon (an order paid, a booking, a contact message) carry it; the others stay e-mail only.
   */
  phoneText?: string;
}

/**
 * Tells the staff that work arrived, in the shop's mail layout, with a direct link into the back office.
 * Call it inside the transaction that records the work, like every other mail (decision 127).
 */
export async function enqueueStaffAlert(db: Db, target: StaffAlertTarget, alert: StaffAlert): Promise<void> {
  const url = `${target.publicUrl.replace(/\/$/, '')}${alert.link.path}`;
  const blocks: MailBlock[] = [table(alert.rows), ...(alert.quote ? [notice(alert.quote)] : []), paragraph(alert.todo), button(alert.link.label, url)];
  const mail = renderMail({ publicUrl: target.publicUrl, subject: alert.subject, preheader: alert.todo, heading: alert.heading, blocks });
  await enqueueMail(db, { to: target.to, ...mail, attachments: alert.attachments });
  if (!alert.phoneText) return;
  // One outbox row per phone, in the same transaction: each is claimed and sent once (the e-mail above is the record).
  for (const phone of target.phones ?? []) {
    await enqueueMessage(db, {
      event: 'staff_alert',
      channel: target.phoneChannel ?? 'whatsapp',
      email: null,
      phone,
      params: [alert.phoneText, url],
      mail: { subject: alert.subject, text: alert.phoneText },
    });
  }
}
