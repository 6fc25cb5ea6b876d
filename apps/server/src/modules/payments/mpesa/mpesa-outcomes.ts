import type { MpesaReply } from './mpesa-client.ts';

/**
 * What an M-Pesa answer means for the customer's charge (decision 160). Three outcomes only:
 * `paid` (money moved), `failed` (M-Pesa's final word that it did not, or it never reached M-Pesa)
 * and `unknown` (no final word yet: a timeout, a lost answer, a duplicate, an internal error).
 * An unknown is never shown as a failure; a status query settles it.
 */
export type MpesaOutcome =
  | { outcome: 'paid'; code: string; transactionId: string; conversationId: string | null }
  | { outcome: 'failed'; code: string; message: string; /** the shop's own settings are wrong: staff must look */ shopFault: boolean }
  | { outcome: 'unknown'; code: string; conversationId: string | null };

const TRY_AGAIN_OR_PROOF = 'Pode tentar de novo ou pagar por transferência e enviar o comprovativo.';

/** The customer's own answers (wrong PIN, cancelled, no balance, no wallet), in their words. */
export const CUSTOMER_FAILURES: Record<string, string> = {
  'INS-5': 'Cancelou o pagamento no telemóvel (ou o pedido expirou sem o PIN). Nada foi cobrado. Pode tentar de novo.',
  'INS-6': 'O M-Pesa recusou o pagamento (PIN errado ou transação não autorizada). Nada foi cobrado. Pode tentar de novo.',
  'INS-2006': 'Saldo M-Pesa insuficiente. Carregue a conta M-Pesa e tente de novo.',
  'INS-2051': 'Este número não tem uma conta M-Pesa válida. Confira o número (84 ou 85) e tente de novo.',
  'INS-996': 'A conta M-Pesa deste número não está ativa. Contacte a Vodacom ou use outro número.',
  'INS-995': 'A conta M-Pesa deste número tem um problema. Contacte a Vodacom ou use outro número.',
  'INS-4': 'O M-Pesa recusou o pagamento. Nada foi cobrado. ' + TRY_AGAIN_OR_PROOF,
};

/** Answers that mean the request was refused before any money moved because of how the shop called. */
const SHOP_FAULTS = new Set([
  'INS-2', 'INS-13', 'INS-14', 'INS-15', 'INS-17', 'INS-18', 'INS-19', 'INS-20', 'INS-21', 'INS-22', 'INS-24', 'INS-25', 'INS-26',
  'INS-993', 'INS-994', 'INS-997', 'INS-998', 'INS-2001', 'INS-2002', 'INS-2057',
]);

export const SHOP_FAULT_MESSAGE = 'O pagamento M-Pesa não está disponível de momento. Nada foi cobrado. ' + TRY_AGAIN_OR_PROOF;
export const UNREACHABLE_MESSAGE = 'Não foi possível contactar o M-Pesa. Nada foi cobrado. Tente de novo dentro de momentos ou pague por transferência.';
export const NOT_CONFIRMED_MESSAGE =
  'O M-Pesa não confirmou o pagamento. Se o valor foi descontado da sua conta, a encomenda fica paga sozinha e avisamos por e-mail; se não, pode tentar de novo.';
export const STATUS_FAILED_MESSAGE = 'O M-Pesa indica que o pagamento não foi concluído (cancelado ou expirado). Nada foi cobrado. Pode tentar de novo.';

/** The answer to a C2B call. */
export function c2bOutcome(reply: MpesaReply): MpesaOutcome {
  if (reply.kind === 'timeout') return { outcome: 'unknown', code: 'timeout', conversationId: null };
  if (reply.kind === 'broken') return { outcome: 'unknown', code: 'broken', conversationId: null };
  if (reply.kind === 'unreachable') return { outcome: 'failed', code: 'unreachable', message: UNREACHABLE_MESSAGE, shopFault: false };
  const code = reply.body.output_ResponseCode?.trim() ?? '';
  const conversationId = reply.body.output_ConversationID || null;
  if (code === 'INS-0') {
    const transactionId = reply.body.output_TransactionID?.trim();
    // Success without a transaction id cannot be recorded as a payment: the status query finds it.
    if (!transactionId) return { outcome: 'unknown', code, conversationId };
    return { outcome: 'paid', code, transactionId, conversationId };
  }
  const customer = CUSTOMER_FAILURES[code];
  if (customer) return { outcome: 'failed', code, message: customer, shopFault: false };
  if (SHOP_FAULTS.has(code)) return { outcome: 'failed', code, message: SHOP_FAULT_MESSAGE, shopFault: true };
  // INS-9 (timeout), INS-10 (duplicate reference: an earlier send of this charge got through),
  // INS-1 and INS-16 (M-Pesa's own trouble), an unknown code or a gateway page without one.
  return { outcome: 'unknown', code: code || `http-${reply.httpStatus}`, conversationId };
}

/** The answer to a status query about one charge. */
export function queryOutcome(reply: MpesaReply): MpesaOutcome {
  if (reply.kind !== 'answer') return { outcome: 'unknown', code: reply.kind, conversationId: null };
  const code = reply.body.output_ResponseCode?.trim() ?? '';
  const conversationId = reply.body.output_ConversationID || null;
  if (code !== 'INS-0') return { outcome: 'unknown', code: code || `http-${reply.httpStatus}`, conversationId };
  const status = (reply.body.output_ResponseTransactionStatus ?? '').trim().toLowerCase();
  if (status === 'completed') {
    const transactionId = (reply.body.output_TransactionID || reply.body.output_OriginalTransactionID || '').trim();
    if (!transactionId) return { outcome: 'unknown', code: 'completed-without-id', conversationId };
    return { outcome: 'paid', code, transactionId, conversationId };
  }
  if (status === 'cancelled' || status === 'expired' || status === 'failed') {
    return { outcome: 'failed', code: `status-${status}`, message: STATUS_FAILED_MESSAGE, shopFault: false };
  }
  // Pending, N/A (not known yet) or anything new.
  return { outcome: 'unknown', code: `status-${status || 'n/a'}`, conversationId };
}
