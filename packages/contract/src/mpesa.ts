import { normalizeMozMobile } from './accounts-rules.ts';

/**
 * M-Pesa (Vodacom Moçambique) C2B payments from the customer's phone, as plain data the web and
 * the server share (decision 160). No zod here: the storefront imports it.
 */

/** Vodacom's mobile prefixes: only their numbers hold an M-Pesa wallet (Movitel and Tmcel do not). */
const MPESA_PREFIXES = ['84', '85'] as const;

export const MESSAGE_MPESA_NUMBER = 'Indique um número Vodacom M-Pesa (84 ou 85), por exemplo 84 123 4567.';

/**
 * A number M-Pesa can charge, in the form the API takes (`258` and nine digits), or null. Any
 * spelling the shop's phone parser accepts ("84 123 4567", "+258 84 123 4567", "00258…").
 */
export function mpesaMsisdn(input: string): string | null {
  const msisdn = normalizeMozMobile(input);
  if (!msisdn) return null;
  return (MPESA_PREFIXES as readonly string[]).includes(msisdn.slice(3, 5)) ? msisdn : null;
}

/**
 * What the customer sees of a charge: `confirming` while M-Pesa has not given its final word
 * (the phone may still be asking for the PIN, or the answer was lost), never shown as a failure.
 */
export const MPESA_PAYMENT_STATES = ['confirming', 'paid', 'failed'] as const;
export type MpesaPaymentState = (typeof MPESA_PAYMENT_STATES)[number];

export interface MpesaPaymentView {
  /** false when the shop has no M-Pesa settings: the option is not offered (the proof upload stays) */
  available: boolean;
  /** what is still owed now (order: the rest of the total; booking: the rest of the deposit), wire format */
  amount_due: string;
  /** the customer's number to suggest, +258 display form, when known */
  suggested_msisdn: string | null;
  /** the latest charge, when there is one */
  attempt: {
    state: MpesaPaymentState;
    message: string;
    msisdn: string;
    amount: string;
    transaction_id: string | null;
    created_at: string;
  } | null;
}

export const MPESA_PENDING_MESSAGE =
  'Confirme o pagamento no seu telemóvel: introduza o PIN M-Pesa quando o pedido aparecer.';
export const MPESA_CONFIRMING_MESSAGE =
  'Pagamento a confirmar: ainda não temos a resposta do M-Pesa. Não pague outra vez; verificamos sozinhos e avisamos por e-mail.';
export const MPESA_PAID_MESSAGE = 'Pagamento M-Pesa recebido. Obrigado!';

/** A charge's state as staff see it (decision 164): `unapplied` is money received that the order or booking could not take. */
export const MPESA_CHARGE_STATUSES = ['sending', 'confirming', 'paid', 'failed', 'unapplied'] as const;
export type MpesaChargeStatus = (typeof MPESA_CHARGE_STATUSES)[number];

export const MPESA_CHARGE_STATUS_LABEL: Record<MpesaChargeStatus, string> = {
  sending: 'A enviar ao M-Pesa',
  confirming: 'A confirmar',
  paid: 'Pago',
  failed: 'Falhou',
  unapplied: 'Recebido, por conciliar',
};

/** One M-Pesa charge of an order or booking, as the back office shows it. */
export interface MpesaChargeView {
  id: number;
  status: MpesaChargeStatus;
  /** what the customer was told about it */
  message: string;
  /** input_ThirdPartyReference: ours, written before M-Pesa was called */
  third_party_reference: string;
  transaction_id: string | null;
  /** the last INS-* code, or our word when there was no answer (timeout, unreachable, not-confirmed…) */
  response_code: string | null;
  response_desc: string | null;
  msisdn: string;
  amount: string;
  /** status queries made so far */
  checks: number;
  created_at: string;
  updated_at: string;
}
