import { formatMoney } from '@shop/contract/money';
import {
  orderStatusLabel, PAYMENT_STATUS_LABEL, PAYMENT_TYPE_LABEL, RETURN_STATUS_LABEL, WALLET_PROVIDER_LABEL,
  type Fulfilment, type OrderStatus, type PaymentStatus, type PaymentType, type ReturnStatus, type WalletProvider,
} from '@shop/contract/order-status';
import { clinicAddressLine, STORE_PROFILE } from '@shop/contract/store';
import { backOfficePaths } from '@shop/contract/back-office-paths';
import type { orders } from '../../db/schema.ts';
import type { OutgoingMail } from '../../lib/mail/outbox.ts';
import { paragraph, renderMail, table } from '../../lib/mail/templates.ts';
import type { StaffAlert } from '../admin/service.ts';
import { formatPhone } from '@shop/contract/phone';

type OrderRow = typeof orders.$inferSelect;

/** Order e-mails, in the store's shared mail layout (lib/mail/templates.ts), as HTML and plain text. */

export interface MailOrder {
  reference: string;
  firstName: string;
  email: string;
  status: OrderStatus;
  paymentType: PaymentType;
  paymentStatus: PaymentStatus;
  walletProvider: WalletProvider | null;
  subtotalCents: number;
  discountCents: number;
  shippingCents: number;
  totalCents: number;
  shippingMethodName: string;
  fulfilment: Fulfilment;
  couponCode: string | null;
  /** the coupon's public label (never its internal name) */
  couponLabel: string | null;
  deliveryAddress: { address: string; bairro: string | null; city: string; state: string };
  lines: { name: string; variantName: string; qty: number; lineTotalCents: number }[];
}

function render(to: string, subject: string, paragraphs: string[]): OutgoingMail {
  return { to, ...renderMail({ subject, heading: subject, blocks: paragraphs.map(paragraph) }) };
}

/** How to pay an order that is not paid yet: the payee accounts and the reference to quote. */
export function paymentInstructions(order: Pick<MailOrder, 'reference' | 'paymentType' | 'walletProvider' | 'totalCents'>): string {
  const amount = formatMoney(order.totalCents);
  if (order.paymentType === 'mobile_wallet') {
    const wallets = STORE_PROFILE.payees.filter((p) => p.kind === 'wallet');
    const lines = wallets.map((w) => `${w.provider}: ${w.account} (${w.holder})`);
    const provider = order.walletProvider ? WALLET_PROVIDER_LABEL[order.walletProvider] : 'carteira móvel';
    return `Pagamento por ${provider}: envie ${amount} para\n${lines.join('\n')}\nIndique a referência ${order.reference} na mensagem e carregue o comprovativo em «Os meus pedidos».`;
  }
  const banks = STORE_PROFILE.payees.filter((p) => p.kind === 'bank');
  const lines = banks.map((b) => `${b.provider} — conta ${b.account}${b.nib ? `, NIB ${b.nib}` : ''} (${b.holder})`);
  return `Transferência bancária de ${amount} para uma destas contas:\n${lines.join('\n')}\nIndique a referência ${order.reference} no descritivo da transferência.`;
}

export function orderPlacedMail(order: MailOrder): OutgoingMail {
  const items = order.lines.map((l) => `• ${l.qty} × ${l.name}${l.variantName ? ` (${l.variantName})` : ''} — ${formatMoney(l.lineTotalCents)}`).join('\n');
  const totals = [
    `Subtotal: ${formatMoney(order.subtotalCents)}`,
    ...(order.discountCents > 0 ? [`Desconto${order.couponCode ? ` (${order.couponLabel ? `${order.couponLabel}, ` : ''}${order.couponCode})` : ''}: -${formatMoney(order.discountCents)}`] : []),
    `Entrega (${order.shippingMethodName}): ${order.shippingCents === 0 ? 'Grátis' : formatMoney(order.shippingCents)}`,
    `Total: ${formatMoney(order.totalCents)}`,
  ].join('\n');
  const a = order.deliveryAddress;
  const payment =
    order.paymentStatus === 'under_review'
      ? `Pagamento: ${PAYMENT_TYPE_LABEL[order.paymentType]}. Recebemos o seu comprovativo e vamos confirmá-lo em breve.`
      : order.paymentStatus === 'on_delivery'
        ? `Pagamento: ${PAYMENT_TYPE_LABEL[order.paymentType]}, no momento da entrega.`
        : `Pagamento: ${PAYMENT_TYPE_LABEL[order.paymentType]}. A sua encomenda fica reservada até recebermos o comprovativo.`;
  const paragraphs = [
    `Olá ${order.firstName},`,
    `Obrigado pela sua encomenda ${order.reference}! Já a recebemos e vamos prepará-la.`,
    items,
    totals,
    order.fulfilment === 'pickup'
      ? `Levantamento na clínica: ${clinicAddressLine()}. Avisamos por e-mail quando estiver pronta para levantar.`
      : `Entrega em: ${a.address}${a.bairro ? `, ${a.bairro}` : ''}, ${a.city}, ${a.state}`,
    payment,
  ];
  if (order.paymentStatus === 'awaiting_proof' || order.paymentStatus === 'under_review') paragraphs.push(paymentInstructions(order));
  paragraphs.push('Pode acompanhar a encomenda em «Os meus pedidos» no nosso site.');
  return render(order.email, `Encomenda ${order.reference} recebida`, paragraphs);
}

const STATUS_SENTENCE: Record<Fulfilment, Record<OrderStatus, string>> = {
  delivery: {
    0: 'está pendente.',
    1: 'foi confirmada e vai ser preparada.',
    2: 'está em preparação para envio.',
    3: 'foi enviada e está a caminho.',
    4: 'foi entregue. Esperamos que goste!',
    5: 'foi cancelada.',
  },
  pickup: {
    0: 'está pendente.',
    1: 'foi confirmada e vai ser preparada para levantamento na clínica.',
    2: `está pronta para levantamento na clínica (${clinicAddressLine()}). Traga a referência da encomenda.`,
    3: 'foi enviada e está a caminho.',
    4: 'foi levantada na clínica. Esperamos que goste!',
    5: 'foi cancelada.',
  },
};

/** What the customer needs to follow a parcel: who carries it and, when there is one, its number. */
export interface MailShipment {
  courier: string | null;
  trackingNumber: string | null;
}

export function orderStatusMail(
  order: Pick<MailOrder, 'reference' | 'firstName' | 'email' | 'fulfilment'> & Partial<MailShipment>,
  status: OrderStatus,
  note?: string | null,
  refundDueCents = 0,
): OutgoingMail {
  const blocks = [paragraph(`Olá ${order.firstName},`), paragraph(`A sua encomenda ${order.reference} ${STATUS_SENTENCE[order.fulfilment][status]}`)];
  if (status === 3 && order.courier) {
    blocks.push(table([['Transportadora', order.courier], ...(order.trackingNumber ? [['Número de seguimento', order.trackingNumber] as [string, string]] : [])]));
  }
  if (note) blocks.push(paragraph(note));
  if (status === 5 && refundDueCents > 0) blocks.push(paragraph(`Vamos devolver-lhe os ${formatMoney(refundDueCents)} que pagou; a nossa equipa entrará em contacto para o reembolso.`));
  else if (status === 5) blocks.push(paragraph('Se já tinha pago, a nossa equipa entrará em contacto para o reembolso.'));
  if (status === 3) blocks.push(paragraph('Pode acompanhar a encomenda em «Os meus pedidos» no nosso site.'));
  if (status === 4) blocks.push(paragraph('Tem 30 dias para pedir a devolução de um produto em «Os meus pedidos».'));
  const subject = `Encomenda ${order.reference}: ${orderStatusLabel(status, order.fulfilment)}`;
  return { to: order.email, ...renderMail({ subject, heading: subject, blocks }) };
}

export function paymentStatusMail(
  order: Pick<MailOrder, 'reference' | 'firstName' | 'email' | 'paymentType' | 'walletProvider' | 'totalCents'>,
  status: PaymentStatus,
  reason?: string | null,
): OutgoingMail {
  const paragraphs = [`Olá ${order.firstName},`];
  if (status === 'paid') paragraphs.push(`Confirmámos o pagamento da encomenda ${order.reference}. Obrigado!`);
  else if (status === 'rejected') {
    paragraphs.push(`Não conseguimos confirmar o comprovativo de pagamento da encomenda ${order.reference}.`);
    if (reason) paragraphs.push(`Motivo: ${reason}`);
    paragraphs.push('Pode carregar um novo comprovativo no detalhe da encomenda, em «Os meus pedidos».', paymentInstructions(order));
  } else if (status === 'under_review') paragraphs.push(`Recebemos o comprovativo de pagamento da encomenda ${order.reference} e vamos verificá-lo em breve.`);
  else paragraphs.push(`O pagamento da encomenda ${order.reference} está agora: ${PAYMENT_STATUS_LABEL[status]}.`);
  return render(order.email, `Encomenda ${order.reference}: ${PAYMENT_STATUS_LABEL[status]}`, paragraphs);
}

export function returnMail(
  order: Pick<MailOrder, 'reference' | 'firstName' | 'email'>,
  productName: string,
  status: ReturnStatus,
  note?: string | null,
): OutgoingMail {
  const sentence: Record<ReturnStatus, string> = {
    requested: `Recebemos o seu pedido de devolução de «${productName}» (encomenda ${order.reference}). A nossa equipa vai analisá-lo e responder em breve.`,
    approved: `O pedido de devolução de «${productName}» (encomenda ${order.reference}) foi aprovado. Entraremos em contacto para combinar a recolha.`,
    rejected: `O pedido de devolução de «${productName}» (encomenda ${order.reference}) não foi aceite.`,
    completed: `Recebemos «${productName}» de volta (encomenda ${order.reference}). A devolução está concluída.`,
  };
  const paragraphs = [`Olá ${order.firstName},`, sentence[status]];
  if (note) paragraphs.push(note);
  return render(order.email, `Encomenda ${order.reference}: ${RETURN_STATUS_LABEL[status]}`, paragraphs);
}

/** A note to the store's commercial mailbox when a customer asks for a return. */
type AlertOrder = Pick<OrderRow, 'id' | 'reference' | 'firstName' | 'lastName' | 'email' | 'phone' | 'totalCents' | 'paymentType' | 'walletProvider' | 'shippingMethodName'>;

const paymentLabel = (o: Pick<OrderRow, 'paymentType' | 'walletProvider'>) => (o.walletProvider ? WALLET_PROVIDER_LABEL[o.walletProvider] : PAYMENT_TYPE_LABEL[o.paymentType]);
const customerRows = (o: AlertOrder): [string, string][] => [
  ['Cliente', `${o.firstName} ${o.lastName}`],
  ['Contacto', `${formatPhone(o.phone)} · ${o.email}`],
];

/** Staff alert: a new order to prepare (and, without a proof yet, to watch for payment). */
export function newOrderAlert(order: AlertOrder, itemCount: number, withProof: boolean): StaffAlert {
  return {
    subject: `Nova encomenda ${order.reference} — ${formatMoney(order.totalCents)}`,
    heading: `Nova encomenda ${order.reference}`,
    rows: [...customerRows(order), ['Total', formatMoney(order.totalCents)], ['Artigos', String(itemCount)], ['Pagamento', paymentLabel(order)], ['Entrega', order.shippingMethodName]],
    todo: withProof ? 'O cliente já enviou o comprovativo: verifique o pagamento.' : 'Aguarda o pagamento do cliente; prepare a encomenda quando estiver paga.',
    link: { label: 'Abrir a encomenda', path: backOfficePaths.order(order.id) },
  };
}

/** Staff alert: a payment proof arrived for an order (first one, or a new one after a rejection). */
export function proofUploadedAlert(order: AlertOrder, again: boolean): StaffAlert {
  return {
    subject: `${again ? 'Novo comprovativo' : 'Comprovativo recebido'} — encomenda ${order.reference}`,
    heading: again ? `Novo comprovativo da encomenda ${order.reference}` : `Comprovativo da encomenda ${order.reference}`,
    rows: [...customerRows(order), ['Total', formatMoney(order.totalCents)], ['Pagamento', paymentLabel(order)]],
    todo: again ? 'O cliente enviou outro comprovativo: verifique-o e aprove ou recuse.' : 'Verifique o comprovativo e aprove ou recuse o pagamento.',
    link: { label: 'Ver pagamentos por verificar', path: backOfficePaths.payments() },
  };
}

/** Staff alert: a customer asks to return part of an order. */
export function returnRequestedAlert(order: AlertOrder, productName: string, qty: number, reason: string | null): StaffAlert {
  return {
    subject: `Pedido de devolução — encomenda ${order.reference}`,
    heading: `Pedido de devolução da encomenda ${order.reference}`,
    rows: [...customerRows(order), ['Produto', productName], ['Quantidade', String(qty)]],
    quote: `Motivo: ${reason ?? 'não indicado'}`,
    todo: 'Aceite ou recuse o pedido na encomenda.',
    link: { label: 'Abrir a encomenda', path: backOfficePaths.order(order.id) },
  };
}
