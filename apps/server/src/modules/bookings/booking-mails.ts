import { formatMoney } from '@shop/contract/money';
import { STORE_PROFILE, whatsappLink } from '@shop/contract/store';
import type { Db } from '../../db/client.ts';
import { backOfficePaths } from '@shop/contract/back-office-paths';
import { enqueueMail, type OutgoingMail } from '../../lib/mail/outbox.ts';
import { enqueueMessage, recipientFor } from '../../lib/messaging/messages.ts';
import { enqueueStaffAlert, type StaffAlertTarget } from '../admin/service.ts';
import { button, paragraphs, renderMail } from '../../lib/mail/templates.ts';
import { PAYMENT_METHOD_LABELS, serviceLabel, type BookingRow } from './booking-view.ts';
import { buildIcs } from './ics.ts';
import { formatPhone } from '@shop/contract/phone';
import { formatClock, formatLongDate, maputoToday } from '../../lib/maputo-time.ts';


/** "quarta-feira, 6 de março de 2030, às 10:00 (hora de Maputo)" */
export const whenText = (startsAt: Date) => `${formatLongDate(startsAt)}, às ${formatClock(startsAt)} (hora de Maputo)`;

const clinicAddress = `${STORE_PROFILE.address.street}, ${STORE_PROFILE.address.bairro}, ${STORE_PROFILE.address.city}`;
const locationOf = (row: BookingRow) =>
  row.service === 'online' ? 'Online (videochamada): enviamos a ligação por WhatsApp' : `${STORE_PROFILE.name}, ${clinicAddress}`;

export const firstNameOf = (row: Pick<BookingRow, 'fullName'>) => row.fullName.trim().split(/\s+/)[0] ?? row.fullName;

/**
 * "Booking confirmed" on the client's channel (decision 163), with the e-mail as its fallback; a
 * client with no e-mail and no number hears nothing.
 */
async function enqueueBookingConfirmed(db: Db, row: BookingRow, mail: Omit<OutgoingMail, 'to'>) {
  await enqueueMessage(db, {
    event: 'booking_confirmed',
    ...(await recipientFor(db, { customerId: row.customerId, email: row.email, phone: row.phone })),
    params: [firstNameOf(row), row.reference, serviceLabel(row), whenText(row.startsAt)],
    mail,
    about: { kind: 'booking', id: row.id },
  });
}

export const successUrl = (publicUrl: string, row: Pick<BookingRow, 'reference' | 'accessToken'>) =>
  `${publicUrl}/consulta-sucesso?ref=${encodeURIComponent(row.reference)}&token=${encodeURIComponent(row.accessToken)}`;

export function bookingCalendarFile(row: BookingRow, publicUrl: string) {
  const ics = buildIcs({
    uid: `${row.reference}@cabelomaputo.co.mz`,
    start: row.startsAt,
    end: row.endsAt,
    summary: `${serviceLabel(row)}, ${STORE_PROFILE.name}`,
    location: locationOf(row),
    description: `Marcação ${row.reference}. ${row.service === 'online' ? 'Esteja disponível 5 minutos antes.' : 'Chegue 10 minutos antes.'} Contacto: ${STORE_PROFILE.phones[0]}.`,
    status: row.status === 'confirmed' ? 'CONFIRMED' : row.status === 'cancelled' ? 'CANCELLED' : 'TENTATIVE',
    organizer: { name: STORE_PROFILE.name, email: STORE_PROFILE.emails.clinic },
    url: successUrl(publicUrl, row),
    // Every change (a new time, a cancellation) must outrank the invitation the calendar holds:
    // the seconds (rounded up) since the booking was made grow with each update.
    sequence: Math.max(0, Math.ceil((row.updatedAt.getTime() - row.createdAt.getTime()) / 1000)) + (row.status === 'cancelled' ? 1 : 0),
  });
  return { filename: `marcacao-${row.reference}.ics`, contentType: 'text/calendar; charset=utf-8; method=PUBLISH', content: Buffer.from(ics, 'utf8').toString('base64') };
}

function paymentLines(row: BookingRow): string[] {
  const lines = [`Pagamento: ${PAYMENT_METHOD_LABELS[row.paymentMethod] ?? row.paymentMethod}`, `Valor: ${formatMoney(row.priceCents)}`];
  if (row.dueNowCents > 0 && row.dueNowCents < row.priceCents) lines.push(`A pagar agora: ${formatMoney(row.dueNowCents)}`);
  if (row.paymentStatus === 'under_review') lines.push('Comprovativo recebido: vamos verificá-lo e confirmar a marcação.');
  if (row.paymentStatus === 'awaiting_payment') {
    lines.push(`Transfira ${formatMoney(row.dueNowCents)} para uma das contas abaixo e envie o comprovativo por WhatsApp (${STORE_PROFILE.phones[0]}):`);
    for (const p of STORE_PROFILE.payees) lines.push(`  ${p.provider}: ${p.account}${p.nib ? ` (NIB ${p.nib})` : ''}, ${p.holder}`);
  }
  return lines;
}

/**
 * Sent inside the booking's transaction: the customer's acknowledgement (with .ics) and the clinic's
 * notice. A booking staff made (`staff` null) is already confirmed and needs no notice; a client
 * booked at the desk without an e-mail address gets none.
 */
export async function enqueueBookingCreatedMails(db: Db, row: BookingRow, publicUrl: string, staff: StaffAlertTarget | null): Promise<void> {
  const when = whenText(row.startsAt);
  const confirmed = row.status === 'confirmed';
  const link = successUrl(publicUrl, row);
  const customerText = [
    `Olá ${row.fullName},`,
    '',
    confirmed ? `A sua marcação ${row.reference} está confirmada.` : `Recebemos a sua marcação ${row.reference}.`,
    '',
    `Serviço: ${serviceLabel(row)}`,
    `Quando: ${when}`,
    `Onde: ${locationOf(row)}`,
    ...paymentLines(row),
    '',
    'Próximos passos:',
    ...(confirmed ? [] : ['- Confirmamos a marcação por WhatsApp num prazo de até 24 horas.']),
    row.service === 'online' ? '- Enviamos a ligação da videochamada antes da consulta.' : '- Chegue 10 minutos antes da hora marcada.',
    row.customerId
      ? '- Pode cancelar ou remarcar até 12 horas antes, no seu perfil, em «As minhas marcações».'
      : '- Para cancelar ou remarcar (até 12 horas antes), responda a este e-mail ou fale connosco pelo WhatsApp.',
  ].join('\n');
  const createdMail = {
    ...renderMail({
      publicUrl,
      subject: `${confirmed ? 'Marcação confirmada' : 'Marcação recebida'}: ${row.reference}, ${when}`,
      heading: confirmed ? 'A sua marcação está confirmada' : 'Recebemos a sua marcação',
      blocks: [
        ...paragraphs(customerText),
        button('Ver a marcação', link),
        button('WhatsApp', whatsappLink(`Olá! Tenho a marcação ${row.reference}.`)),
        ...paragraphs('Em anexo segue o convite para o seu calendário.'),
      ],
    }),
    attachments: [bookingCalendarFile(row, publicUrl)],
  };
  if (confirmed) await enqueueBookingConfirmed(db, row, createdMail);
  else if (row.email) await enqueueMail(db, { to: row.email, ...createdMail, about: { kind: 'booking', id: row.id } });

  if (!staff) return;
  const rows: [string, string][] = [
    ['Serviço', `${serviceLabel(row)}${row.sessions ? ` (${row.sessions} ${row.sessions === 1 ? 'sessão' : 'sessões'})` : ''}`],
    ['Quando', when],
    ['Cliente', `${row.fullName}${row.age ? `, ${row.age} anos` : ''}${row.occupation ? `, ${row.occupation}` : ''}`],
    ['Telefone/WhatsApp', formatPhone(row.phone)],
    ['E-mail', row.email],
    ...(row.complaints.length ? [['Queixas', row.complaints.join(', ')] as [string, string]] : []),
    ['Pagamento', PAYMENT_METHOD_LABELS[row.paymentMethod] ?? row.paymentMethod],
    ['Valor', formatMoney(row.priceCents)],
    ...(row.dueNowCents > 0 ? [['A pagar agora', formatMoney(row.dueNowCents)] as [string, string]] : []),
  ];
  await enqueueStaffAlert(db, staff, {
    subject: `Nova marcação ${row.reference}: ${serviceLabel(row)}, ${when}`,
    heading: `Nova marcação ${row.reference}`,
    rows,
    ...(row.notes ? { quote: `Notas: ${row.notes}` } : {}),
    todo: row.status === 'awaiting_receipt_review' ? 'O comprovativo está na marcação: verifique-o e confirme.' : 'Confirme a marcação com o cliente.',
    link: { label: 'Abrir a agenda nesse dia', path: backOfficePaths.appointments(maputoToday(row.startsAt)) },
    attachments: [bookingCalendarFile(row, publicUrl)],
    phoneText: `marcação ${row.reference}, ${serviceLabel(row)}, ${when}, ${row.fullName}`,
  });
}

/** For status changes (staff confirmation, cancellation): tells the customer, with an updated .ics. */
export async function enqueueBookingStatusMail(
  db: Db,
  row: BookingRow,
  publicUrl: string,
  headline: string,
  message: string | null = null,
  options: { confirmation?: boolean } = {},
): Promise<void> {
  const when = whenText(row.startsAt);
  const mail = {
    ...renderMail({
      publicUrl,
      subject: `${headline}: ${row.reference}`,
      heading: headline,
      blocks: [
        ...paragraphs([`Olá ${row.fullName},`, '', `${headline}.`, ...(message ? ['', `Mensagem da clínica: ${message}`] : []), '', `Serviço: ${serviceLabel(row)}`, `Quando: ${when}`].join('\n')),
        button('Ver a marcação', successUrl(publicUrl, row)),
      ],
    }),
    attachments: [bookingCalendarFile(row, publicUrl)],
  };
  if (options.confirmation) return enqueueBookingConfirmed(db, row, mail);
  // A booking staff took by phone or at the desk may have no e-mail address.
  if (row.email) await enqueueMail(db, { to: row.email, ...mail, about: { kind: 'booking', id: row.id } });
}
