import type { ClientMessageView, MessageChannel } from '@shop/contract/messaging';
import type { Db } from '../../db/client.ts';
import { asc, eq } from 'drizzle-orm';
import { customers, mailOutbox, type WhatsAppTemplateMessage } from '../../db/schema.ts';
import { aboutColumns, type MessageAbout, type OutgoingMail } from '../mail/outbox.ts';
import type { MailMessage, MailTransport } from '../mail/transport.ts';
import { DeliveryError } from './delivery-error.ts';
import { smsTextOf, WHATSAPP_TEMPLATES, type MessageEvent } from './templates.ts';

/**
 * One transactional message, for whichever channel the client chose (decision 163): the e-mail
 * (always written, it is the fallback), and the event's template parameters, from which the
 * WhatsApp template and the SMS text are made.
 */
export interface Message {
  event: MessageEvent;
  channel: MessageChannel;
  email: string | null;
  /** E.164, with or without the plus; null when the client left none. */
  phone: string | null;
  /** The template's body parameters, in order ({{1}}, {{2}} …). */
  params: string[];
  mail: Omit<OutgoingMail, 'to' | 'about'>;
  /** the order or booking it is about */
  about?: MessageAbout;
}

/**
 * Queues the message in the outbox, inside the caller's transaction (the message exists exactly
 * when the change does). Without a phone number the message is an e-mail; without either,
 * nothing is queued (a desk booking with no contact, say). Returns the outbox id.
 */
export async function enqueueMessage(db: Db, message: Message): Promise<number | null> {
  const phone = message.phone ? (message.phone.startsWith('+') ? message.phone : `+${message.phone}`) : null;
  const channel: MessageChannel = message.channel !== 'email' && phone ? message.channel : 'email';
  if (channel === 'email' && !message.email) return null;
  const template = WHATSAPP_TEMPLATES[message.event];
  const [row] = await db
    .insert(mailOutbox)
    .values({
      to: message.email ?? '',
      subject: message.mail.subject,
      text: message.mail.text,
      html: message.mail.html ?? null,
      attachments: message.mail.attachments ?? [],
      ...aboutColumns(message.about),
      channel,
      ...(channel === 'email'
        ? {}
        : { phone, whatsapp: { template: template.name, params: message.params }, smsText: smsTextOf(message.event, message.params) }),
    })
    .returning({ id: mailOutbox.id });
  return row!.id;
}

/**
 * Who a message goes to, and how: a customer's choice from the profile, to the mobile on the
 * account (else the order's or booking's number); a guest, by e-mail, or by WhatsApp (falling back
 * to SMS) when staff booked them with a phone number only.
 */
export async function recipientFor(
  db: Db,
  who: { customerId: number | null; email: string | null; phone: string | null },
): Promise<Pick<Message, 'channel' | 'email' | 'phone'>> {
  const email = who.email || null;
  const phone = who.phone || null;
  if (who.customerId === null) return { channel: email ? 'email' : 'whatsapp', email, phone };
  const [customer] = await db.select({ channel: customers.messageChannel, mobile: customers.mobile }).from(customers).where(eq(customers.id, who.customerId));
  return { channel: customer?.channel ?? 'email', email, phone: customer?.mobile ?? phone };
}

/** After the chosen channel, what is tried next when it is off or refuses the message for good. */
const FALLBACKS: Record<MessageChannel, MessageChannel[]> = {
  whatsapp: ['whatsapp', 'sms', 'email'],
  sms: ['sms', 'email'],
  email: ['email'],
};

/** An outbox row as the channels take it: the mail (the fallback) and what its phone channels need. */
export interface ChannelRow extends MailMessage {
  channel: MessageChannel;
  phone: string | null;
  whatsapp: WhatsAppTemplateMessage | null;
  smsText: string | null;
}

const errorText = (err: unknown) => (err instanceof Error ? err.message : String(err));

/**
 * Delivers an outbox row on its channel, falling back (WhatsApp → SMS → e-mail) past a channel
 * that is off or refuses for good, or that still fails on the row's last attempt. A failure worth
 * retrying throws as it is, so the outbox tries the row again later. Resolves to the channel that
 * delivered, what went wrong on the way (kept in the row's last_error) and the provider's message id.
 */
export async function deliverOnChannel(
  row: ChannelRow,
  transport: MailTransport,
  lastAttempt: boolean,
): Promise<{ via: MessageChannel; notes: string | null; providerId: string | null }> {
  const notes: string[] = [];
  const done = (via: MessageChannel, providerId: string | null = null) => ({ via, notes: notes.length ? notes.join('; ') : null, providerId });
  for (const via of FALLBACKS[row.channel]) {
    if (via === 'email') {
      if (!row.to) break;
      await transport.send({ outboxId: row.outboxId, to: row.to, subject: row.subject, text: row.text, html: row.html, attachments: row.attachments });
      return done('email');
    }
    if (!row.phone) continue;
    try {
      if (via === 'whatsapp') {
        if (!transport.whatsapp || !row.whatsapp) {
          notes.push('whatsapp: not configured');
          continue;
        }
        return done('whatsapp', await transport.whatsapp.send({ to: row.phone, template: row.whatsapp.template, params: row.whatsapp.params }));
      }
      if (!row.smsText) continue;
      if (!transport.sms) {
        // As for codes: in development (no real mail server) the text lands in the development mailbox.
        if (transport.kind !== 'smtp') {
          await transport.send({ outboxId: row.outboxId, to: `sms:${row.phone}`, subject: 'SMS', text: row.smsText, html: null, attachments: [] });
          return done('sms');
        }
        notes.push('sms: not configured');
        continue;
      }
      return done('sms', await transport.sms.send({ to: row.phone, channel: 'sms', text: row.smsText }));
    } catch (err) {
      const permanent = err instanceof DeliveryError && err.permanent;
      if (!permanent && !lastAttempt) throw err;
      notes.push(`${via}: ${errorText(err)}`);
    }
  }
  throw new DeliveryError(`not delivered on any channel${notes.length ? `: ${notes.join('; ')}` : ''}`, true);
}

/** The messages sent to a client about an order or a booking, oldest first, and how each went (decision 164). */
export async function messagesAbout(db: Db, about: MessageAbout): Promise<ClientMessageView[]> {
  const column = about.kind === 'order' ? mailOutbox.orderId : mailOutbox.bookingId;
  const rows = await db.select().from(mailOutbox).where(eq(column, about.id)).orderBy(asc(mailOutbox.id));
  return rows.map((row) => ({
    id: row.id,
    subject: row.subject,
    channel: row.channel,
    sent_via: row.sentVia,
    status: row.status,
    email: row.to || null,
    phone: row.phone,
    delivery_failed: row.deliveryFailedAt !== null,
    problem: [row.lastError, row.deliveryError].filter(Boolean).join('; ') || null,
    fallback_of: row.fallbackOf,
    created_at: row.createdAt.toISOString(),
    sent_at: row.sentAt?.toISOString() ?? null,
  }));
}
