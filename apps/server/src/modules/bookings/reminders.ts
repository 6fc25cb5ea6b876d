import { SLOT_HOLDING_STATUSES } from '@shop/contract/bookings-offer';
import { STORE_PROFILE, whatsappLink } from '@shop/contract/store';
import { and, eq, gt, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { queryRows, type Db } from '../../db/client.ts';
import { bookingReminders, bookings } from '../../db/schema.ts';
import { button, paragraphs, renderMail } from '../../lib/mail/templates.ts';
import { enqueueMessage, recipientFor } from '../../lib/messaging/messages.ts';
import { firstNameOf, successUrl, whenText } from './booking-mails.ts';
import { serviceLabel, type BookingRow } from './booking-view.ts';
import { startBackgroundLoop } from '../../lib/background-loop.ts';

const HOUR = 3_600_000;
export type ReminderKind = '24h' | '2h';

/**
 * Which reminder a booking is due for now, if any: the "tomorrow" one from 24 hours before until
 * the 2-hour mark, then the "soon" one until the start. A booking made inside a window (a walk-in,
 * a phone booking for this afternoon) skips that reminder: its confirmation was just sent.
 */
export function reminderDue(booking: Pick<BookingRow, 'startsAt' | 'createdAt'>, now: Date): ReminderKind | null {
  const start = booking.startsAt.getTime();
  const t = now.getTime();
  const made = booking.createdAt.getTime();
  if (t >= start) return null;
  if (t >= start - 2 * HOUR) return made < start - 2 * HOUR ? '2h' : null;
  if (t >= start - 24 * HOUR) return made < start - 24 * HOUR ? '24h' : null;
  return null;
}

const HEADINGS: Record<ReminderKind, string> = {
  '24h': 'Lembrete: a sua marcação é amanhã',
  '2h': 'Lembrete: a sua marcação é daqui a pouco',
};

function reminderMail(row: BookingRow, kind: ReminderKind, publicUrl: string) {
  const when = whenText(row.startsAt);
  const where = row.service === 'online' ? 'Online (videochamada): enviamos a ligação por WhatsApp.' : `${STORE_PROFILE.name}, ${STORE_PROFILE.address.street}, ${STORE_PROFILE.address.bairro}, ${STORE_PROFILE.address.city}.`;
  return renderMail({
    publicUrl,
    subject: `${HEADINGS[kind]}: ${row.reference}, ${when}`,
    heading: HEADINGS[kind],
    blocks: [
      ...paragraphs([
        `Olá ${row.fullName},`,
        '',
        `Lembramos a sua marcação ${row.reference}.`,
        '',
        `Serviço: ${serviceLabel(row)}`,
        `Quando: ${when}`,
        `Onde: ${where}`,
        '',
        row.service === 'online' ? 'Esteja disponível 5 minutos antes.' : 'Chegue 10 minutos antes da hora marcada.',
        'Se não puder vir, avise-nos quanto antes pelo WhatsApp para darmos o horário a outra pessoa.',
      ].join('\n')),
      button('Ver a marcação', successUrl(publicUrl, row)),
      button('WhatsApp', whatsappLink(`Olá! Tenho a marcação ${row.reference}.`)),
      ...paragraphs('Não quer receber lembretes? Responda a este e-mail e deixamos de os enviar.'),
    ],
  });
}

export interface ReminderOptions {
  now: Date;
  publicUrl: string;
}

/**
 * Sends the reminders due now, one per booking and kind, on the client's channel (decision 163:
 * WhatsApp or SMS, falling back to the e-mail, which is always written). A booking whose client
 * opted out (`reminders_opt_out`) gets none. Each one is a `booking_reminders` row inserted with ON
 * CONFLICT DO NOTHING in the transaction that queues its message: of several instances running this
 * at once, exactly one inserts the row and queues the message, the others find it taken and skip.
 */
export async function sendDueReminders(db: Db, options: ReminderOptions): Promise<number> {
  const { now } = options;
  const candidates = await db
    .select()
    .from(bookings)
    .where(
      and(
        inArray(bookings.status, [...SLOT_HOLDING_STATUSES]),
        eq(bookings.remindersOptOut, false),
        gt(bookings.startsAt, now),
        lte(bookings.startsAt, new Date(now.getTime() + 24 * HOUR)),
        or(isNull(bookings.holdExpiresAt), gt(bookings.holdExpiresAt, sql`now()`)),
      ),
    );
  let sent = 0;
  for (const row of candidates) {
    const kind = reminderDue(row, now);
    if (!kind) continue;
    const queued = await db.transaction(async (tx) => {
      const recipient = await recipientFor(tx, { customerId: row.customerId, email: row.email, phone: row.phone });
      // One reminder per booking and kind, whichever channel it was queued on (a reminder from before the
      // client changed their choice counts).
      const claimed = await queryRows<{ id: number }>(tx, sql`
        insert into booking_reminders (booking_id, kind, channel)
        select ${row.id}, ${kind}, ${recipient.channel}
        where not exists (select 1 from booking_reminders where booking_id = ${row.id} and kind = ${kind})
        on conflict do nothing
        returning id`);
      if (!claimed[0]) return false;
      const outboxId = await enqueueMessage(tx, {
        event: 'booking_reminder',
        ...recipient,
        params: [firstNameOf(row), row.reference, serviceLabel(row), whenText(row.startsAt), STORE_PROFILE.phones[0]!],
        mail: reminderMail(row, kind, options.publicUrl),
        about: { kind: 'booking', id: row.id },
      });
      await tx.update(bookingReminders).set({ outboxId }).where(eq(bookingReminders.id, claimed[0].id));
      return true;
    });
    if (queued) sent++;
  }
  return sent;
}

/** Runs `sendDueReminders` every minute in the background; stops when `stop()` is awaited. */
export function startReminderWorker(db: Db, options: Omit<ReminderOptions, 'now'>, log: FastifyBaseLogger, intervalMs = 60_000) {
  return startBackgroundLoop(
    () => sendDueReminders(db, { ...options, now: new Date() }),
    (err) => log.error({ err }, 'reminder worker tick failed'),
    intervalMs,
  );
}
