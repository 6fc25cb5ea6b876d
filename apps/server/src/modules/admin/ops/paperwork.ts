import { asc, eq } from 'drizzle-orm';
import { includedVat } from '@shop/contract/cart-totals';
import { formatMoney, wireToCents } from '@shop/contract/money';
import { PAYMENT_METHOD_LABEL, type MoneySummary } from '@shop/contract/payments';
import { clinicAddressLine, STORE_PROFILE } from '@shop/contract/store';
import { packingSlipOf } from '@shop/contract/order-status';
import type { Db } from '../../../db/client.ts';
import { bookings, orderLines, productVariants } from '../../../db/schema.ts';
import { AppError, notFound } from '../../../lib/errors.ts';
import { letterhead, MUTED, PdfWriter, PLUM } from '../../../lib/pdf-document.ts';
import { formatShortDate, maputoParts } from '../../../lib/maputo-time.ts';
import { serviceLabel } from '../../bookings/service.ts';
import { findOrder, type OrderRow } from '../../orders/service.ts';
import { moneyOf } from '../../payments/service.ts';
import { csvDateTime } from './csv.ts';
import { formatPhone } from '@shop/contract/phone';

/** What a document download answers: the bytes and the name the browser saves them under. */
export interface PdfFile {
  filename: string;
  bytes: Uint8Array;
}

const dayOf = (instant: Date) => formatShortDate(maputoParts(instant).date);
const money = (wire: string) => formatMoney(wireToCents(wire));

function section(pdf: PdfWriter, title: string) {
  pdf.ensure(50);
  pdf.text(title.toUpperCase(), { size: 10, bold: true, color: PLUM });
  pdf.down(15);
}

function addressLines(order: OrderRow): string[] {
  const a = order.deliveryAddress;
  return [a.address, a.bairro, [a.city, a.state].filter(Boolean).join(', '), a.reference_point ? `Referência: ${a.reference_point}` : '']
    .map((line) => (line ?? '').trim())
    .filter(Boolean);
}

const PICKUP_WORDS = 'Levantamento na clínica';

/**
 * The customer, and where the goods go: the delivery address, or for a pick-up order the clinic
 * (a pick-up order may still carry the address typed at the checkout; it is not where the goods go).
 */
function customerBlock(pdf: PdfWriter, order: OrderRow, withAddress: boolean) {
  const pickup = order.fulfilment === 'pickup';
  section(pdf, withAddress && !pickup ? 'Entregar a' : 'Cliente');
  pdf.paragraph(`${order.firstName} ${order.lastName}`.trim(), { bold: true });
  pdf.paragraph(`Telemóvel ${formatPhone(order.phone)} · ${order.email}`);
  if (withAddress && !pickup) for (const line of addressLines(order)) pdf.paragraph(line);
  pdf.down(8);
  if (pickup) {
    section(pdf, 'Levantamento');
    pdf.paragraph(`${PICKUP_WORDS}: ${STORE_PROFILE.name}, ${clinicAddressLine()}`);
    pdf.paragraph('O cliente levanta a encomenda na clínica com a referência da encomenda.', { color: MUTED });
    pdf.down(8);
  }
}

async function linesOf(db: Db, orderId: number) {
  return db
    .select({ line: orderLines, sku: productVariants.sku })
    .from(orderLines)
    .leftJoin(productVariants, eq(productVariants.id, orderLines.variantId))
    .where(eq(orderLines.orderId, orderId))
    .orderBy(asc(orderLines.id));
}

const lineName = (l: { productName: string; variantName: string }) => (l.variantName ? `${l.productName} (${l.variantName})` : l.productName);

/** The ledger's payments and refunds (a refund shown as a negative amount), then what is paid and owed. */
function ledgerBlock(pdf: PdfWriter, summary: MoneySummary) {
  section(pdf, 'Pagamentos');
  if (summary.rows.length === 0) {
    pdf.paragraph('Ainda não há pagamentos registados.', { color: MUTED });
    pdf.down(6);
  } else {
    pdf.table(
      [
        { header: 'Data', width: 0.16 },
        { header: 'Movimento', width: 0.18 },
        { header: 'Meio', width: 0.22 },
        { header: 'Referência', width: 0.26 },
        { header: 'Valor', width: 0.18, align: 'right' },
      ],
      summary.rows.map((r) => [
        formatShortDate(r.on),
        r.type === 'payment' ? 'Pagamento' : 'Reembolso',
        PAYMENT_METHOD_LABEL[r.method],
        r.reference ?? '—',
        r.type === 'payment' ? money(r.amount) : `-${money(r.amount)}`,
      ]),
    );
  }
  pdf.amountLine('Total pago', money(summary.paid));
  if (wireToCents(summary.refunded) > 0) pdf.amountLine('Reembolsado', money(summary.refunded));
  pdf.amountLine('Em falta', money(summary.due), { bold: true });
  pdf.down(6);
}

function vatNote(pdf: PdfWriter, totalCents: number) {
  const rate = STORE_PROFILE.tax.vatRatePercent;
  const { vatCents, baseCents } = includedVat(totalCents, rate);
  pdf.amountLine(`Base tributável`, formatMoney(baseCents), { size: 9 });
  pdf.amountLine(`IVA incluído (${rate} %)`, formatMoney(vatCents), { size: 9 });
}

function closing(pdf: PdfWriter, generatedAt: Date) {
  pdf.ensure(40);
  pdf.down(10);
  pdf.rule();
  pdf.down(14);
  pdf.paragraph(`Preços em meticais com IVA incluído à taxa de ${STORE_PROFILE.tax.vatRatePercent} %. Documento processado por computador em ${csvDateTime(generatedAt)}.`, { size: 8.5, color: MUTED });
  pdf.paragraph(`${STORE_PROFILE.legalName} · NUIT ${STORE_PROFILE.tax.nuit} · ${STORE_PROFILE.emails.commercial} · WhatsApp ${formatPhone(STORE_PROFILE.whatsapp)}`, { size: 8.5, color: MUTED });
}

/** The packing slip: what goes in the parcel and where it goes (or that it waits at the clinic), with no prices (it travels with the goods). */
export async function packingSlipPdf(db: Db, orderId: number, generatedAt: Date): Promise<PdfFile> {
  const order = await findOrder(db, orderId, null);
  const lines = await linesOf(db, order.id);
  const slip = packingSlipOf(order.fulfilment);
  const pdf = await PdfWriter.create({ title: `${slip.title} ${order.reference}`, subject: `Encomenda ${order.reference}`, createdAt: generatedAt });
  letterhead(pdf, slip.title, [
    ['Encomenda', order.reference],
    ['Data', dayOf(order.createdAt)],
    [order.fulfilment === 'pickup' ? 'Levantamento' : 'Entrega', order.fulfilment === 'pickup' ? 'Na clínica' : order.shippingMethodName],
  ]);
  customerBlock(pdf, order, true);
  if (order.deliveryComment) {
    pdf.paragraph(`Comentário do cliente: ${order.deliveryComment}`, { color: MUTED });
    pdf.down(6);
  }
  section(pdf, 'Conteúdo');
  pdf.table(
    [
      { header: 'Qtd.', width: 0.1, align: 'right' },
      { header: 'Produto', width: 0.58 },
      { header: 'Código', width: 0.22 },
      { header: 'Conferido', width: 0.1 },
    ],
    lines.map(({ line, sku }) => [String(line.qty), lineName(line), sku ?? '—', '[   ]']),
  );
  const units = lines.reduce((n, { line }) => n + line.qty, 0);
  pdf.paragraph(`${units} ${units === 1 ? 'unidade' : 'unidades'} em ${lines.length} ${lines.length === 1 ? 'linha' : 'linhas'}.`, { bold: true });
  pdf.down(24);
  pdf.paragraph('Preparado por: ______________________        Recebido por: ______________________');
  closing(pdf, generatedAt);
  return { filename: `${slip.file}-${order.reference}.pdf`, bytes: await pdf.save() };
}

/**
 * The order's invoice: a receipt (fatura-recibo) once the ledger holds the whole total, a pro-forma
 * before that. Lines, discount, delivery and total from the order; the IVA inside the total at the
 * store's rate; every payment and refund from the ledger.
 */
export async function orderInvoicePdf(db: Db, orderId: number, generatedAt: Date): Promise<PdfFile> {
  const order = await findOrder(db, orderId, null);
  const lines = await linesOf(db, order.id);
  const summary = await moneyOf(db, { kind: 'order', id: order.id });
  const paidInFull = order.totalCents > 0 && wireToCents(summary.paid) >= order.totalCents;
  const title = paidInFull ? 'Fatura-recibo' : 'Fatura pró-forma';
  const pdf = await PdfWriter.create({ title: `${title} ${order.reference}`, subject: `Encomenda ${order.reference}`, createdAt: generatedAt });
  letterhead(pdf, title, [
    ['N.º', order.reference],
    ['Data da encomenda', dayOf(order.createdAt)],
    ['Emitido em', dayOf(generatedAt)],
  ]);
  customerBlock(pdf, order, false);
  section(pdf, 'Produtos');
  pdf.table(
    [
      { header: 'Produto', width: 0.52 },
      { header: 'Qtd.', width: 0.1, align: 'right' },
      { header: 'Preço unit.', width: 0.19, align: 'right' },
      { header: 'Total', width: 0.19, align: 'right' },
    ],
    lines.map(({ line }) => [lineName(line), String(line.qty), formatMoney(line.unitPriceCents), formatMoney(line.lineTotalCents)]),
  );
  pdf.amountLine('Subtotal', formatMoney(order.subtotalCents));
  if (order.discountCents > 0) pdf.amountLine(`Desconto${order.couponCode ? ` (cupão ${order.couponCode})` : ''}`, `-${formatMoney(order.discountCents)}`);
  pdf.amountLine(order.fulfilment === 'pickup' ? PICKUP_WORDS : `Entrega (${order.shippingMethodName})`, formatMoney(order.shippingCents));
  pdf.amountLine('Total', formatMoney(order.totalCents), { bold: true, size: 11 });
  vatNote(pdf, order.totalCents);
  pdf.down(10);
  ledgerBlock(pdf, summary);
  if (!paidInFull) pdf.paragraph('Fatura pró-forma: não serve de recibo enquanto o pagamento não estiver completo.', { size: 9, color: MUTED });
  closing(pdf, generatedAt);
  return { filename: `${paidInFull ? 'fatura-recibo' : 'fatura-proforma'}-${order.reference}.pdf`, bytes: await pdf.save() };
}

/** A receipt for what a clinic client paid for a booking; refused while nothing is paid. */
export async function bookingReceiptPdf(db: Db, bookingId: number, generatedAt: Date): Promise<PdfFile> {
  const [booking] = await db.select().from(bookings).where(eq(bookings.id, bookingId));
  if (!booking) throw notFound('Marcação não encontrada.');
  if (booking.paidCents <= 0) throw new AppError('CONFLICT', 'Esta marcação ainda não tem pagamentos registados: não há recibo a emitir.');
  const summary = await moneyOf(db, { kind: 'booking', id: booking.id });
  const when = maputoParts(booking.startsAt);
  const pdf = await PdfWriter.create({ title: `Recibo ${booking.reference}`, subject: `Marcação ${booking.reference}`, createdAt: generatedAt });
  letterhead(pdf, 'Recibo', [
    ['N.º', booking.reference],
    ['Emitido em', dayOf(generatedAt)],
  ]);
  section(pdf, 'Cliente');
  pdf.paragraph(booking.fullName, { bold: true });
  pdf.paragraph(`Telemóvel ${formatPhone(booking.phone)}${booking.email ? ` · ${booking.email}` : ''}`);
  pdf.down(8);
  section(pdf, 'Serviço');
  pdf.table(
    [
      { header: 'Serviço', width: 0.52 },
      { header: 'Data e hora', width: 0.29 },
      { header: 'Preço', width: 0.19, align: 'right' },
    ],
    [[`${serviceLabel(booking)}${booking.sessions ? ` (${booking.sessions} ${booking.sessions === 1 ? 'sessão' : 'sessões'})` : ''}`, `${formatShortDate(when.date)} ${when.time}`, formatMoney(booking.priceCents)]],
  );
  pdf.amountLine('Total', formatMoney(booking.priceCents), { bold: true, size: 11 });
  vatNote(pdf, booking.priceCents);
  pdf.down(10);
  ledgerBlock(pdf, summary);
  closing(pdf, generatedAt);
  return { filename: `recibo-${booking.reference}.pdf`, bytes: await pdf.save() };
}
