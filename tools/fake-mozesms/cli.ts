import { startFakeMozeSms } from './fake-mozesms.ts';
import { closeOnSignal } from '../fake-http.ts';

// `npx tsx tools/fake-mozesms/cli.ts`: the fake MozeSMS on FAKE_MOZESMS_PORT (3391). Point the server at it with
// MOZESMS_URL=http://127.0.0.1:3391 MOZESMS_TOKEN=dev-fake-mozesms-token MOZESMS_SENDER_ID=CabeloMZ.
// FAKE_MOZESMS_DELIVERY_REPORT_URL: the server's /webhooks/sms?token=<SMS_STATUS_TOKEN>, for delivery reports (decision 165).
const fake = await startFakeMozeSms({
  token: process.env.FAKE_MOZESMS_TOKEN ?? 'dev-fake-mozesms-token',
  port: Number(process.env.FAKE_MOZESMS_PORT ?? 3391),
  ...(process.env.FAKE_MOZESMS_DELIVERY_REPORT_URL ? { deliveryReportUrl: process.env.FAKE_MOZESMS_DELIVERY_REPORT_URL } : {}),
});
console.log(`Fake MozeSMS on ${fake.url} (sent messages at ${fake.url}/__fake/messages)`);
closeOnSignal(fake);
