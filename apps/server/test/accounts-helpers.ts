import { desc, eq, sql } from 'drizzle-orm';
import { mailOutbox } from '../src/db/schema.ts';
import { SLUG, type TestApp } from './test-app.ts';

let ipCounter = 1;
/** A fresh client address per use, so per-IP limits of one test do not leak into another. */
export const freshIp = () => `10.0.${Math.floor(ipCounter / 250)}.${(ipCounter++ % 250) + 1}`;

/** A shop call from a given client address. */
export function shopAs(t: TestApp, ip: string) {
  return (path: string, body: unknown = {}, token?: string) =>
    t.request({
      method: 'POST',
      url: `/api/${SLUG}${path}`,
      payload: body as object,
      remoteAddress: ip,
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
}

/** The latest message queued for an address (e-mail, or `sms:+258…`). */
export async function lastMessageTo(t: TestApp, to: string) {
  const [row] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, to)).orderBy(desc(mailOutbox.id)).limit(1);
  return row ?? null;
}

export async function lastCodeSentTo(t: TestApp, to: string): Promise<string> {
  const message = await lastMessageTo(t, to);
  const code = message && /\b(\d{6})\b/.exec(message.text)?.[1];
  if (!code) throw new Error(`no code sent to ${to}`);
  return code;
}

export const countMessagesTo = async (t: TestApp, to: string) =>
  Number((await t.db.select({ n: sql<number>`count(*)::int` }).from(mailOutbox).where(eq(mailOutbox.to, to)))[0]!.n);

let seq = 0;
export const uniqueEmail = (prefix = 'conta') => `${prefix}.${Date.now().toString(36)}${seq++}@exemplo.co.mz`;
/** A Mozambican mobile nobody else in this test file uses. */
export const uniqueMobile = () => `2588700${String(seq++).padStart(5, '0')}`;
