/**
 * How the clinic is paid and the payment statuses, as plain data: the web imports these without
 * bringing zod into its bundle (decision 045); payments.ts re-exports them with its schemas.
 */

export const PAYMENT_METHODS = ['transfer', 'mpesa', 'emola', 'cash', 'card'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export const PAYMENT_METHOD_LABEL: Record<PaymentMethod, string> = {
  transfer: 'Transferência bancária',
  mpesa: 'M-Pesa',
  emola: 'e-Mola',
  cash: 'Dinheiro',
  card: 'Cartão',
};

/** Derived from the rows, never stored by hand: what was paid against what is owed, less refunds. */
export const MONEY_STATUSES = ['unpaid', 'partly_paid', 'paid', 'partly_refunded', 'refunded'] as const;
export type MoneyStatus = (typeof MONEY_STATUSES)[number];

export const MONEY_STATUS_LABEL: Record<MoneyStatus, string> = {
  unpaid: 'Por pagar',
  partly_paid: 'Parcialmente pago',
  paid: 'Pago',
  partly_refunded: 'Parcialmente reembolsado',
  refunded: 'Reembolsado',
};
