/**
 * What blocking a period did to the bookings it held, in one sentence: the server's answer and the
 * back office's notice read the same words. Plain data, so the web app imports it without zod.
 */
export function blockOutcomeText(block: { cancelled: readonly unknown[]; refunded: readonly unknown[] }): string {
  if (!block.cancelled.length) return 'Período bloqueado: os horários deixam de estar disponíveis.';
  const cancelled = block.cancelled.length === 1 ? '1 marcação cancelada' : `${block.cancelled.length} marcações canceladas`;
  const refunded = block.refunded.length ? ` (${block.refunded.length === 1 ? '1 reembolsada' : `${block.refunded.length} reembolsadas`})` : '';
  return `Período bloqueado; ${cancelled}${refunded} e cada cliente foi avisado por e-mail.`;
}
