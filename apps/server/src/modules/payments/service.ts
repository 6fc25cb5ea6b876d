/** What the payments module offers the other modules (decision 104): what was paid and refunded, and M-Pesa charges. */
export { moneyOf, moneySummary, recordPayment, recordRefund } from './money.ts';
export { mpesaChargesOf } from './mpesa/mpesa-payments.ts';
