import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEVICE_COOKIE } from '../src/lib/sign-in-guard.ts';
import { createStaffMember, STAFF_PASSWORD } from './admin-helpers.ts';
import { freshIp, lastCodeSentTo, uniqueEmail, uniqueMobile } from './accounts-helpers.ts';
import { createTestApp, SLUG, type TestApp } from './test-app.ts';

/**
 * Issue 17, item 8: wrong passwords or codes from anywhere must not lock the owner out. The
 * attacker is slowed; the owner at their usual browser or address gets in (decision 096).
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ SMS_WEBHOOK_URL: 'http://127.0.0.1:9/sms' });
});
afterAll(() => t.close());

const PASSWORD = 'Segredo#2025';

/** A client: an address, and a browser that keeps the device cookie it is given (or not). */
function client(ip = freshIp(), keepsCookies = true) {
  let cookie: string | null = null;
  const remember = (headers: Record<string, unknown>) => {
    const set = headers['set-cookie'];
    const line = Array.isArray(set) ? set.find((c) => String(c).startsWith(`${DEVICE_COOKIE}=`)) : (set as string | undefined);
    if (keepsCookies && line && !cookie) cookie = String(line).split(';')[0]!;
  };
  const call = async (url: string, body: unknown) => {
    const res = await t.request({ method: 'POST', url, payload: body as object, remoteAddress: ip, headers: cookie ? { cookie } : {} });
    remember(res.headers);
    return res;
  };
  return {
    ip,
    get cookie() {
      return cookie;
    },
    /** The same browser seen from another address (the owner's phone on another network). */
    movedTo(newIp: string) {
      const moved = client(newIp, keepsCookies);
      if (cookie) moved.adopt(cookie);
      return moved;
    },
    adopt(c: string) {
      cookie = c;
    },
    shop: (path: string, body: unknown = {}) => call(`/api/${SLUG}${path}`, body),
    admin: (path: string, body: unknown = {}) => call(`/admin-api${path}`, body),
  };
}

async function registered() {
  const email = uniqueEmail('alvo');
  const browser = client();
  const res = await browser.shop('/register', { first_name: 'Rosa', last_name: 'Cossa', email, mobile: uniqueMobile(), password: PASSWORD, accept_terms: true });
  expect(res.status).toBe(201);
  return { email, browser };
}

/** Wrong passwords on `email` from a new address and a new browser each time. */
async function attack(path: string, body: (i: number) => unknown, times: number, admin = false) {
  const statuses: number[] = [];
  let lastRefusal: Awaited<ReturnType<ReturnType<typeof client>['shop']>> | null = null;
  for (let i = 0; i < times; i++) {
    const attacker = client(freshIp(), false);
    const res = admin ? await attacker.admin(path, body(i)) : await attacker.shop(path, body(i));
    statuses.push(res.status);
    if (res.status === 429) lastRefusal = res;
  }
  return { statuses, lastRefusal };
}

const backoffRow = async (like: string) =>
  ((await t.db.execute(sql`select key, failures from sign_in_backoff where key like ${like}`)) as unknown as { rows: { key: string; failures: number }[] }).rows;

describe('customer password sign-in under attack from elsewhere', () => {
  it('slows the attacker with a Portuguese 429 and Retry-After, while the owner signs in from their browser and from their usual address', async () => {
    const { email, browser } = await registered();
    const { statuses, lastRefusal } = await attack('/login', (i) => ({ email, password: `errada-${i}` }), 12);
    // Five free failures, then a wait that doubles: most of a quick burst is refused unchecked.
    expect(statuses.filter((s) => s === 422).length).toBeLessThan(10);
    expect(lastRefusal?.json.message).toMatch(/^Demasiadas tentativas falhadas\. Por segurança, aguarde \d+ segundos? e tente novamente\.$/);
    expect(Number(lastRefusal?.headers['retry-after'])).toBeGreaterThanOrEqual(1);

    // The owner's browser, even from another network, is not slowed by any of it.
    expect((await browser.movedTo(freshIp()).shop('/login', { email, password: PASSWORD })).status).toBe(200);
    // Nor is the owner's usual address, for a client that keeps no cookie.
    expect((await client(browser.ip, false).shop('/login', { email, password: PASSWORD })).status).toBe(200);
  });

  it('doubles the wait with each failure after five, up to 15 minutes, and forgets failures after a quiet day', async () => {
    const { email } = await registered();
    const key = `login:${email}:elsewhere`;
    const waitAfterFailure = async () => {
      await t.db.execute(sql`update sign_in_backoff set blocked_until = now() where key = ${key}`);
      expect((await client(freshIp(), false).shop('/login', { email, password: 'errada-x' })).status).toBe(422);
      const refused = await client(freshIp(), false).shop('/login', { email, password: PASSWORD });
      expect(refused.status).toBe(429);
      return Number(refused.headers['retry-after']);
    };
    for (let i = 0; i < 5; i++) expect((await client(freshIp(), false).shop('/login', { email, password: `errada-${i}` })).status).toBe(422);
    const waits = [await waitAfterFailure(), await waitAfterFailure(), await waitAfterFailure(), await waitAfterFailure()];
    expect(waits).toEqual([1, 2, 4, 8]);
    await t.db.execute(sql`update sign_in_backoff set failures = 40 where key = ${key}`);
    expect(await waitAfterFailure()).toBe(15 * 60);
    // A quiet day later, failures are forgotten and the account answers at once again.
    await t.db.execute(sql`update sign_in_backoff set last_failure_at = now() - interval '25 hours' where key = ${key}`);
    expect((await client(freshIp(), false).shop('/login', { email, password: PASSWORD })).status).toBe(200);
    expect(await backoffRow(key)).toEqual([]);
  });

  it('lets only one of a burst of parallel guesses through once the account is backing off', async () => {
    const { email } = await registered();
    await client(freshIp(), false).shop('/login', { email, password: 'errada' });
    // Ten failures so far: the next sets a wait of 32 seconds, and a burst sent together gets one check between them.
    await t.db.execute(sql`update sign_in_backoff set failures = 10 where key = ${`login:${email}:elsewhere`}`);
    const burst = await Promise.all(Array.from({ length: 8 }, (_, i) => client(freshIp(), false).shop('/login', { email, password: `rajada-${i}` })));
    expect(burst.filter((r) => r.status === 422)).toHaveLength(1);
    expect(burst.filter((r) => r.status === 429)).toHaveLength(7);
  });

  it('keeps the per-address limit (50 failures in 15 minutes), which a browser known to the account does not share', async () => {
    const { email, browser } = await registered();
    const shared = freshIp();
    await t.db.execute(sql`
      insert into rate_limit_counters (key, window_start, count)
      values (${`login:ip:${shared}`}, to_timestamp(floor(extract(epoch from now()) / 900) * 900), 50)`);
    const stranger = await client(shared, false).shop('/login', { email, password: PASSWORD });
    expect(stranger.status).toBe(429);
    expect(Number(stranger.headers['retry-after'])).toBeGreaterThan(0);
    expect((await browser.movedTo(shared).shop('/login', { email, password: PASSWORD })).status).toBe(200);
  });

  it('answers an unknown e-mail and a known one alike under back-off', async () => {
    const { email } = await registered();
    const ghost = uniqueEmail('fantasma');
    for (const target of [email, ghost]) {
      await client(freshIp(), false).shop('/login', { email: target, password: 'errada' });
      await t.db.execute(sql`update sign_in_backoff set failures = 10, blocked_until = now() + interval '5 minutes' where key = ${`login:${target}:elsewhere`}`);
    }
    const a = await client(freshIp(), false).shop('/login', { email, password: 'errada' });
    const b = await client(freshIp(), false).shop('/login', { email: ghost, password: 'errada' });
    expect([a.status, b.status]).toEqual([429, 429]);
    expect(a.json).toEqual(b.json);
  });
});

describe('one-time codes under attack from elsewhere', () => {
  it('keeps the owner’s recovery code working whatever is guessed from elsewhere', async () => {
    const { email, browser } = await registered();
    expect((await browser.shop('/forgot-password-send-otp', { email })).status).toBe(200);
    const code = await lastCodeSentTo(t, email);
    const wrong = code === '123456' ? '654321' : '123456';
    const { statuses } = await attack('/forgot-password-verify-otp', () => ({ email, otp: wrong }), 15);
    expect(statuses.every((s) => s === 422)).toBe(true);
    const verified = await browser.shop('/forgot-password-verify-otp', { email, otp: code });
    expect(verified.status).toBe(200);
    expect(verified.json.data.reset_token).toEqual(expect.any(String));
  });

  it('spends only the attacker’s own code: five wrong tries end it, the owner’s code still works', async () => {
    const { email, browser } = await registered();
    await browser.shop('/forgot-password-send-otp', { email });
    const ownerCode = await lastCodeSentTo(t, email);
    const attacker = client(freshIp(), false);
    await attacker.shop('/forgot-password-send-otp', { email });
    const attackerCode = await lastCodeSentTo(t, email);
    const wrong = [ownerCode, attackerCode].includes('000000') ? ([ownerCode, attackerCode].includes('111111') ? '222222' : '111111') : '000000';
    for (let i = 0; i < 5; i++) expect((await attacker.shop('/forgot-password-verify-otp', { email, otp: wrong })).status).toBe(422);
    // The code sent for the attacker (to the owner's inbox) is finished; the owner's own was never touched.
    expect((await attacker.shop('/forgot-password-verify-otp', { email, otp: attackerCode })).json.message).toMatch(/expirou ou já foi usado/);
    expect((await attacker.shop('/forgot-password-verify-otp', { email, otp: ownerCode })).status).toBe(422);
    expect((await browser.shop('/forgot-password-verify-otp', { email, otp: ownerCode })).status).toBe(200);
  });

  it('lets the owner ask for a fresh code from their browser after others have used up the sends', async () => {
    const { email, browser } = await registered();
    const { statuses } = await attack('/forgot-password-send-otp', () => ({ email }), 8);
    // Six an hour from all unknown askers together.
    expect(statuses.slice(0, 6)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(statuses.slice(6)).toEqual([429, 429]);
    const fresh = await browser.shop('/forgot-password-send-otp', { email });
    expect(fresh.status).toBe(200);
    const code = await lastCodeSentTo(t, email);
    expect((await browser.shop('/forgot-password-verify-otp', { email, otp: code })).status).toBe(200);
  });

  it('phone sign-in: the owner’s browser asks and uses its code after an attack on the number', async () => {
    const mobile = uniqueMobile();
    const owner = client();
    await owner.shop('/send-otp', { mobile });
    expect((await owner.shop('/verify-otp', { mobile, otp: await lastCodeSentTo(t, `sms:+${mobile}`) })).status).toBe(200);
    await attack('/send-otp', () => ({ mobile }), 8);
    await attack('/verify-otp', () => ({ mobile, otp: '000000' }), 12);
    const later = owner.movedTo(freshIp());
    expect((await later.shop('/send-otp', { mobile })).status).toBe(200);
    const code = await lastCodeSentTo(t, `sms:+${mobile}`);
    expect((await later.shop('/verify-otp', { mobile, otp: code })).status).toBe(200);
  });

  it('a new browser’s first request gets a device cookie that is HttpOnly and SameSite', async () => {
    const res = await client().shop('/forgot-password-send-otp', { email: uniqueEmail() });
    const set = String(res.headers['set-cookie']);
    expect(set).toMatch(new RegExp(`^${DEVICE_COOKIE}=[A-Za-z0-9_-]{32}; Path=/; Max-Age=\\d+; HttpOnly; SameSite=Lax$`));
  });
});

describe('staff sign-in under attack from elsewhere', () => {
  const staffLogin = (email: string, password: string) => ({ email, password });

  it('slows the attacker; the staff member signs in from their browser and their usual address', async () => {
    const { staff } = await createStaffMember(t.db);
    const desk = client();
    expect((await desk.admin('/auth/login', staffLogin(staff.email, STAFF_PASSWORD))).status).toBe(200);
    const { statuses, lastRefusal } = await attack('/auth/login', (i) => staffLogin(staff.email, `palpite-${i}`), 10, true);
    expect(statuses.filter((s) => s === 401).length).toBeLessThan(8);
    expect(lastRefusal?.json).toMatchObject({ status: 0, code: 'RATE_LIMITED' });
    expect(Number(lastRefusal?.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect((await desk.movedTo(freshIp()).admin('/auth/login', staffLogin(staff.email, STAFF_PASSWORD))).status).toBe(200);
    expect((await client(desk.ip, false).admin('/auth/login', staffLogin(staff.email, STAFF_PASSWORD))).status).toBe(200);
  });

  it('backs off after three free failures and keeps a per-address limit of 20', async () => {
    const { staff } = await createStaffMember(t.db);
    for (let i = 0; i < 3; i++) await client(freshIp(), false).admin('/auth/login', staffLogin(staff.email, `palpite-${i}`));
    expect((await backoffRow(`staff-sign-in:${staff.email}:elsewhere`))[0]?.failures).toBe(3);
    // The fourth failure is checked and sets a wait; here the eighth, setting 16 seconds.
    await t.db.execute(sql`update sign_in_backoff set failures = 7 where key = ${`staff-sign-in:${staff.email}:elsewhere`}`);
    const checked = await client(freshIp(), false).admin('/auth/login', staffLogin(staff.email, 'palpite-8'));
    expect(checked.status).toBe(401);
    expect((await client(freshIp(), false).admin('/auth/login', staffLogin(staff.email, STAFF_PASSWORD))).status).toBe(429);

    const shared = freshIp();
    await t.db.execute(sql`
      insert into rate_limit_counters (key, window_start, count)
      values (${`staff-sign-in:ip:${shared}`}, to_timestamp(floor(extract(epoch from now()) / 900) * 900), 20)`);
    const other = await createStaffMember(t.db);
    expect((await client(shared, false).admin('/auth/login', staffLogin(other.staff.email, STAFF_PASSWORD))).status).toBe(429);
  });
});
