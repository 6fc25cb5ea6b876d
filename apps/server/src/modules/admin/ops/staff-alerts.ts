import type { Db } from '../../../db/client.ts';
import type { MailAttachment } from '../../../db/schema.ts';
import type { Config } from '../../../config/env.ts';
import { enqueueMail } from '../../../lib/mail/outbox.ts';
import { button, notice, paragraph, renderMail, table, type MailBlock } from '../../../lib/mail/templates.ts';

/** Where staff alerts go and how their links start: read from the validated config only. */
export interface StaffAlertTarget {
  to: string;
  publicUrl: string;
}

export const staffAlertTarget = (config: Pick<Config, 'staffAlertEmail' | 'publicUrl'>): StaffAlertTarget => ({ to: config.staffAlertEmail, publicUrl: config.publicUrl });

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
}
