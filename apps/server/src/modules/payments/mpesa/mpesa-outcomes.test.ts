import { describe, expect, it } from 'vitest';
import type { MpesaReply } from './mpesa-client.ts';
import { c2bOutcome, queryOutcome, SHOP_FAULT_MESSAGE, UNREACHABLE_MESSAGE } from './mpesa-outcomes.ts';

const answer = (httpStatus: number, body: Record<string, string>): MpesaReply => ({ kind: 'answer', httpStatus, body });
const c2b = (code: string, extra: Record<string, string> = {}) => c2bOutcome(answer(200, { output_ResponseCode: code, output_ConversationID: 'AG_1', ...extra }));

describe('what a C2B answer means', () => {
  it('INS-0 with a transaction id is paid', () => {
    expect(c2b('INS-0', { output_TransactionID: '5C1400CVRO' })).toEqual({ outcome: 'paid', code: 'INS-0', transactionId: '5C1400CVRO', conversationId: 'AG_1' });
  });

  it('INS-0 without a transaction id is not recorded yet: the status query finds it', () => {
    expect(c2b('INS-0').outcome).toBe('unknown');
  });

  it.each([
    ['INS-5', /Cancelou/],
    ['INS-6', /PIN errado/],
    ['INS-2006', /Saldo M-Pesa insuficiente/],
    ['INS-2051', /não tem uma conta M-Pesa/],
    ['INS-996', /não está ativa/],
  ])('%s is the customer\'s own failure, in their words', (code, message) => {
    const outcome = c2b(code);
    expect(outcome).toMatchObject({ outcome: 'failed', code, shopFault: false });
    expect(outcome.outcome === 'failed' && outcome.message).toMatch(message);
  });

  it.each(['INS-2', 'INS-13', 'INS-15', 'INS-17', 'INS-20', 'INS-21', 'INS-2001'])('%s is the shop\'s settings: failed, staff must look', (code) => {
    expect(c2b(code)).toEqual({ outcome: 'failed', code, message: SHOP_FAULT_MESSAGE, shopFault: true });
  });

  it.each(['INS-9', 'INS-10', 'INS-1', 'INS-16', 'INS-4242'])('%s is no final word: never shown as a failure', (code) => {
    expect(c2b(code)).toEqual({ outcome: 'unknown', code, conversationId: 'AG_1' });
  });

  it('a gateway page with no code, a timeout or a cut connection is no final word; a refused connection sent nothing', () => {
    expect(c2bOutcome(answer(502, {}))).toMatchObject({ outcome: 'unknown', code: 'http-502' });
    expect(c2bOutcome({ kind: 'timeout' })).toMatchObject({ outcome: 'unknown', code: 'timeout' });
    expect(c2bOutcome({ kind: 'broken', detail: 'ECONNRESET' })).toMatchObject({ outcome: 'unknown', code: 'broken' });
    expect(c2bOutcome({ kind: 'unreachable', detail: 'ECONNREFUSED' })).toEqual({ outcome: 'failed', code: 'unreachable', message: UNREACHABLE_MESSAGE, shopFault: false });
  });
});

describe('what a status query means', () => {
  const query = (status: string, extra: Record<string, string> = {}) =>
    queryOutcome(answer(200, { output_ResponseCode: 'INS-0', output_ResponseTransactionStatus: status, ...extra }));

  it('Completed with its transaction id is paid', () => {
    expect(query('Completed', { output_TransactionID: 'ABC123' })).toMatchObject({ outcome: 'paid', transactionId: 'ABC123' });
    expect(query('Completed', { output_OriginalTransactionID: 'ABC124' })).toMatchObject({ outcome: 'paid', transactionId: 'ABC124' });
  });

  it.each(['Cancelled', 'Expired', 'Failed'])('%s is a failure', (status) => expect(query(status).outcome).toBe('failed'));

  it.each(['Pending', 'N/A', ''])('"%s" is still unknown', (status) => expect(query(status).outcome).toBe('unknown'));

  it('a query that itself failed says nothing about the charge', () => {
    expect(queryOutcome(answer(500, { output_ResponseCode: 'INS-1' })).outcome).toBe('unknown');
    expect(queryOutcome({ kind: 'timeout' }).outcome).toBe('unknown');
  });
});
