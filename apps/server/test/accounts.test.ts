import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers, otpCodes, sessions } from '../src/db/schema.ts';
import { MESSAGE_TERMS_REQUIRED, TERMS_VERSION } from '@shop/contract/accounts-rules';
import { DEMO_CUSTOMER } from '../src/db/seed/demo-customer.ts';
import { INVALID_CREDENTIALS } from '../src/modules/accounts/sign-in.ts';
import { countMessagesTo, freshIp, lastCodeSentTo, lastMessageTo, shopAs, uniqueEmail, uniqueMobile } from './accounts-helpers.ts';
import { createTestApp, type TestApp } from './test-app.ts';


let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'https://loja.exemplo.co.mz' });
});
afterAll(() => t.close());

const PASSWORD = 'Segredo#2025';

async function registerCustomer(overrides: Record<string, unknown> = {}) {
  const body = { first_name: 'Ana', last_name: 'Machava', email: uniqueEmail(), mobile: uniqueMobile(), password: PASSWORD, password_confirmation: PASSWORD, accept_terms: true, ...overrides };
  const res = await shopAs(t, freshIp())('/register', body);
  expect(res.status, JSON.stringify(res.json)).toBe(201);
  return { ...body, id: res.json.data.id as string, token: res.json.data.token as string };
}

describe('/register', () => {
  it('refuses missing, malformed and mismatched fields with Portuguese messages', async () => {
    const shop = shopAs(t, freshIp());
    const missing = await shop('/register', {});
    expect(missing.status).toBe(400);
    expect(Object.keys(missing.json.errors)).toEqual(expect.arrayContaining(['first_name', 'last_name', 'email', 'mobile', 'password']));
    const bad = await shop('/register', { first_name: 'A', last_name: 'B', email: 'nao-e-email', mobile: '12345', password: 'curta' });
    expect(bad.status).toBe(400);
    expect(bad.json.errors.email[0]).toBe('Indique um e-mail válido.');
    expect(bad.json.errors.mobile[0]).toMatch(/telemóvel/);
    expect(bad.json.errors.password[0]).toMatch(/pelo menos 8/);
    const mismatch = await shop('/register', { first_name: 'A', last_name: 'B', email: uniqueEmail(), mobile: '841234560', password: PASSWORD, password_confirmation: 'outra-coisa', accept_terms: true });
    expect(mismatch.status).toBe(400);
    expect(mismatch.json.errors.password_confirmation[0]).toBe('As palavras-passe não coincidem.');
  });

  it('opens the account, signs in, normalises the mobile and queues a welcome e-mail', async () => {
    const email = uniqueEmail();
    const before = new Date();
    const res = await shopAs(t, freshIp())('/register', { first_name: ' Ana ', last_name: 'Machava', email: email.toUpperCase(), mobile: '+258 86 555 0101', password: PASSWORD, accept_terms: true });
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({ status: 1, message: 'Conta criada com sucesso! Bem-vindo(a)!' });
    expect(res.json.data).toMatchObject({ first_name: 'Ana', email, mobile: '258865550101', token_type: 'Bearer', id: expect.any(String) });
    const me = await t.shop('/user-detail', {}, res.json.data.token);
    expect(me.json.data).toMatchObject({ email, has_password: true, marketing_opt_in: false });
    const welcome = await lastMessageTo(t, email);
    expect(welcome?.subject).toMatch(/Bem-vindo/);
    expect(welcome?.html).toContain('https://loja.exemplo.co.mz/products');
    expect(welcome?.text).toContain('WhatsApp +258 84 123 4567');
    expect(await countMessagesTo(t, email)).toBe(1);
    const [row] = await t.db.select().from(customers).where(eq(customers.email, email));
    expect(row!.termsVersion).toBe(TERMS_VERSION);
    expect(row!.termsAcceptedAt!.getTime()).toBeGreaterThanOrEqual(before.getTime() - 1000);
    expect(row!.termsAcceptedAt!.getTime()).toBeLessThanOrEqual(Date.now());
    expect(row!.marketingOptIn).toBe(false);
    // At the tests' configured cost; src/lib/passwords.test.ts checks production's (scrypt$131072$8$1$).
    expect(row!.passwordHash).toMatch(/^scrypt\$1024\$8\$1\$/);
    expect(row!.passwordHash).not.toContain(PASSWORD);
  });

  it('refuses an account without the terms accepted, in a sentence and on the field; nothing is written or sent', async () => {
    const email = uniqueEmail();
    const body = { first_name: 'Ana', last_name: 'Machava', email, mobile: uniqueMobile(), password: PASSWORD };
    for (const terms of [{}, { accept_terms: false }, { accept_terms: 'sim' }]) {
      const res = await shopAs(t, freshIp())('/register', { ...body, ...terms });
      expect(res.status).toBe(400);
      expect(res.json.message).toBe(MESSAGE_TERMS_REQUIRED);
      expect(res.json.message).not.toMatch(/campo|accept_terms/);
      expect(res.json.errors.accept_terms).toEqual([MESSAGE_TERMS_REQUIRED]);
    }
    expect(await t.db.select().from(customers).where(eq(customers.email, email))).toHaveLength(0);
    expect(await lastMessageTo(t, email)).toBeFalsy();
  });

  it('keeps marketing mail only when asked for', async () => {
    const c = await registerCustomer({ marketing_opt_in: true });
    expect((await t.shop('/user-detail', {}, c.token)).json.data.marketing_opt_in).toBe(true);
  });

  it('refuses an e-mail or mobile that already has an account with 409', async () => {
    const first = await registerCustomer();
    const sameEmail = await shopAs(t, freshIp())('/register', { first_name: 'X', last_name: 'Y', email: first.email, mobile: uniqueMobile(), password: PASSWORD, accept_terms: true });
    expect(sameEmail.status).toBe(409);
    const sameMobile = await shopAs(t, freshIp())('/register', { first_name: 'X', last_name: 'Y', email: uniqueEmail(), mobile: first.mobile, password: PASSWORD, accept_terms: true });
    expect(sameMobile.status).toBe(409);
    expect(sameMobile.json.message).toBe(sameEmail.json.message);
  });

  it('limits registrations per address to 10 an hour', async () => {
    const shop = shopAs(t, freshIp());
    for (let i = 0; i < 10; i++) {
      const res = await shop('/register', { first_name: 'A', last_name: 'B', email: `lote${i}.${uniqueEmail()}`, mobile: uniqueMobile(), password: PASSWORD, accept_terms: true });
      expect(res.status).toBe(201);
    }
    const eleventh = await shop('/register', { first_name: 'A', last_name: 'B', email: uniqueEmail(), mobile: uniqueMobile(), password: PASSWORD, accept_terms: true });
    expect(eleventh.status).toBe(429);
  });
});

describe('/login and /logOut', () => {
  it('refuses bad input', async () => {
    const res = await shopAs(t, freshIp())('/login', { email: 'x', password: '' });
    expect(res.status).toBe(400);
    expect(res.json.errors.email).toBeDefined();
    expect(res.json.errors.password).toBeDefined();
  });

  it('answers a wrong password and an unknown e-mail identically', async () => {
    const shop = shopAs(t, freshIp());
    const wrong = await shop('/login', { email: DEMO_CUSTOMER.email, password: 'errada-errada' });
    const unknown = await shop('/login', { email: uniqueEmail('ninguem'), password: 'errada-errada' });
    expect([wrong.status, unknown.status]).toEqual([422, 422]);
    expect(wrong.json).toEqual(unknown.json);
    expect(wrong.json.message).toBe(INVALID_CREDENTIALS);
  });

  it('revokes the token on logout; the token is then refused everywhere', async () => {
    const c = await registerCustomer();
    const out = await t.shop('/logOut', { customer_id: c.id }, c.token);
    expect(out.json).toMatchObject({ status: 1, message: 'Sessão terminada.' });
    expect((await t.shop('/user-detail', {}, c.token)).status).toBe(401);
    expect((await t.shop('/logOut', {}, c.token)).status).toBe(401);
    expect((await t.shop('/logOut', {})).status).toBe(401);
  });

  it('slows failures on an account from elsewhere (429 while waiting, even for the right password), and the wait ends', async () => {
    const c = await registerCustomer();
    const elsewhere = `login:${c.email}:elsewhere`;
    for (let i = 0; i < 5; i++) expect((await shopAs(t, freshIp())('/login', { email: c.email, password: `errada-${i}` })).status).toBe(422);
    // Ten failures so far: the next one is still checked, and then the account waits 32 seconds.
    await t.db.execute(sql`update sign_in_backoff set failures = 10 where key = ${elsewhere}`);
    expect((await shopAs(t, freshIp())('/login', { email: c.email, password: 'errada-10' })).status).toBe(422);
    const blocked = await shopAs(t, freshIp())('/login', { email: c.email, password: PASSWORD });
    expect(blocked.status).toBe(429);
    expect(blocked.json.message).toMatch(/Demasiadas tentativas/);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(20);
    // Another account is unaffected.
    expect((await shopAs(t, freshIp())('/login', { email: DEMO_CUSTOMER.email, password: DEMO_CUSTOMER.password })).status).toBe(200);
    // When the wait has passed, the customer signs in again: never locked out for good.
    await t.db.execute(sql`update sign_in_backoff set blocked_until = now() where key = ${elsewhere}`);
    expect((await shopAs(t, freshIp())('/login', { email: c.email, password: PASSWORD })).status).toBe(200);
  });

  it('counts only failures: a successful sign-in takes its attempt back and clears the back-off', async () => {
    const c = await registerCustomer();
    const ip = freshIp();
    const shop = shopAs(t, ip);
    const countedAt = async (key: string) =>
      Number((await t.db.execute(sql`select coalesce(sum(count), 0)::int as n from rate_limit_counters where key = ${key}`) as unknown as { rows: { n: number }[] }).rows[0]!.n);
    const backoffRows = async () =>
      ((await t.db.execute(sql`select key from sign_in_backoff where key like ${`login:${c.email}:%`}`)) as unknown as { rows: unknown[] }).rows.length;
    expect((await shop('/login', { email: c.email, password: 'errada-errada' })).status).toBe(422);
    expect(await backoffRows()).toBe(1);
    expect((await shop('/login', { email: c.email, password: PASSWORD })).status).toBe(200);
    expect((await shop('/login', { email: c.email, password: PASSWORD })).status).toBe(200);
    expect(await countedAt(`login:ip:${ip}`)).toBe(1);
    expect(await backoffRows()).toBe(0);
  });

  it('limits failures per client address (50 in 15 minutes) across accounts', async () => {
    const ip = freshIp();
    await t.db.execute(sql`
      insert into rate_limit_counters (key, window_start, count)
      values (${`login:ip:${ip}`}, to_timestamp(floor(extract(epoch from now()) / 900) * 900), 50)`);
    const res = await shopAs(t, ip)('/login', { email: DEMO_CUSTOMER.email, password: DEMO_CUSTOMER.password });
    expect(res.status).toBe(429);
    expect((await shopAs(t, freshIp())('/login', { email: DEMO_CUSTOMER.email, password: DEMO_CUSTOMER.password })).status).toBe(200);
  });
});

describe('/user-detail and /profile-update', () => {
  it('answers the profile, refuses a foreign customer_id (403) and a missing token (401)', async () => {
    const c = await registerCustomer();
    const me = await t.shop('/user-detail', { customer_id: c.id }, c.token);
    expect(me.json.data).toMatchObject({ id: c.id, email: c.email, telephone: c.mobile, has_password: true, image: null });
    const other = await t.shop('/user-detail', { customer_id: Number(c.id) + 1 }, c.token);
    expect(other.status).toBe(403);
    expect((await t.shop('/user-detail', {})).status).toBe(401);
  });

  it('updates names, birthday, gender and the marketing choice; refuses bad input', async () => {
    const c = await registerCustomer();
    const bad = await t.shop('/profile-update', { first_name: '', date_of_birth: '31/12/1990', gender: 'x' }, c.token);
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.json.errors)).toEqual(expect.arrayContaining(['first_name', 'date_of_birth', 'gender']));
    const res = await t.shop('/profile-update', { customer_id: c.id, first_name: 'Joana', last_name: 'Sitoe', date_of_birth: '1990-12-31', gender: 'feminino', marketing_opt_in: false }, c.token);
    expect(res.json).toMatchObject({ status: 1, message: 'Perfil atualizado com sucesso.' });
    expect(res.json.data).toMatchObject({ first_name: 'Joana', name: 'Joana Sitoe', date_of_birth: '1990-12-31', gender: 'feminino', marketing_opt_in: false });
    const foreign = await t.shop('/profile-update', { customer_id: Number(c.id) + 1, first_name: 'Intrusa' }, c.token);
    expect(foreign.status).toBe(403);
    expect((await t.shop('/user-detail', {}, c.token)).json.data.first_name).toBe('Joana');
  });

  it('needs the current password to change the e-mail or mobile, and tells the old address', async () => {
    const c = await registerCustomer();
    const newEmail = uniqueEmail('novo');
    const without = await t.shop('/profile-update', { email: newEmail }, c.token);
    expect(without.status).toBe(422);
    const wrong = await t.shop('/profile-update', { email: newEmail, current_password: 'errada-errada' }, c.token);
    expect(wrong.status).toBe(422);
    expect(wrong.json.message).toBe('A palavra-passe atual está incorreta.');
    expect((await t.shop('/user-detail', {}, c.token)).status).toBe(200); // still signed in
    const ok = await t.shop('/profile-update', { email: newEmail, telephone: '82 777 0000', current_password: PASSWORD }, c.token);
    expect(ok.json.data).toMatchObject({ email: newEmail, mobile: '258827770000' });
    expect((await lastMessageTo(t, c.email))?.subject).toBe('O e-mail da sua conta foi alterado');
    const taken = await t.shop('/profile-update', { email: DEMO_CUSTOMER.email, current_password: PASSWORD }, c.token);
    expect(taken.status).toBe(409);
  });
});

describe('/change-password', () => {
  it('refuses bad input and a wrong current password without signing out', async () => {
    const c = await registerCustomer();
    expect((await t.shop('/change-password', {}, c.token)).status).toBe(400);
    expect((await t.shop('/change-password', { new_password: 'curta' }, c.token)).status).toBe(400);
    const wrong = await t.shop('/change-password', { current_password: 'nao-e-esta', new_password: 'Nova#Palavra1' }, c.token);
    expect(wrong.status).toBe(422);
    expect((await t.shop('/user-detail', {}, c.token)).status).toBe(200);
    expect((await t.shop('/change-password', { customer_id: Number(c.id) + 1, current_password: PASSWORD, new_password: 'Nova#Palavra1' }, c.token)).status).toBe(403);
  });

  it('changes the password, ends the other sessions, keeps this one and sends a notice', async () => {
    const c = await registerCustomer();
    const other = await shopAs(t, freshIp())('/login', { email: c.email, password: PASSWORD });
    const otherToken = other.json.data.token as string;
    const res = await t.shop('/change-password', { customer_id: c.id, current_password: PASSWORD, password: 'Nova#Palavra1' }, c.token);
    expect(res.json).toMatchObject({ status: 1, message: 'Palavra-passe alterada com sucesso.' });
    expect((await t.shop('/user-detail', {}, otherToken)).status).toBe(401);
    expect((await t.shop('/user-detail', {}, c.token)).status).toBe(200);
    expect((await shopAs(t, freshIp())('/login', { email: c.email, password: PASSWORD })).status).toBe(422);
    expect((await shopAs(t, freshIp())('/login', { email: c.email, password: 'Nova#Palavra1' })).status).toBe(200);
    expect((await lastMessageTo(t, c.email))?.subject).toBe('A sua palavra-passe foi alterada');
  });
});

describe('password recovery by e-mail code', () => {
  it('answers known and unknown e-mails identically, and mails only the real customer', async () => {
    const c = await registerCustomer();
    const unknown = uniqueEmail('fantasma');
    const a = await shopAs(t, freshIp())('/forgot-password-send-otp', { email: c.email });
    const b = await shopAs(t, freshIp())('/forgot-password-send-otp', { email: unknown });
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(a.json).toEqual(b.json);
    expect(await countMessagesTo(t, unknown)).toBe(0);
    expect((await lastMessageTo(t, c.email))?.subject).toBe('Código para recuperar a palavra-passe');
    // Wrong codes read the same for both too.
    const wa = await shopAs(t, freshIp())('/forgot-password-verify-otp', { email: c.email, otp: '000000' });
    const wb = await shopAs(t, freshIp())('/forgot-password-verify-otp', { email: unknown, otp: '000000' });
    const code = await lastCodeSentTo(t, c.email);
    if (code !== '000000') {
      expect(wa.status).toBe(422);
      expect(wa.json).toEqual(wb.json);
    }
  });

  it('refuses bad input', async () => {
    const shop = shopAs(t, freshIp());
    expect((await shop('/forgot-password-send-otp', { email: 'nope' })).status).toBe(400);
    expect((await shop('/forgot-password-verify-otp', { email: DEMO_CUSTOMER.email, otp: '12ab' })).status).toBe(400);
    expect((await shop('/forgot-password-verify-otp', { email: DEMO_CUSTOMER.email, otp: '1234567' })).status).toBe(400);
    expect((await shop('/forgot-password-save', { email: DEMO_CUSTOMER.email, password: 'Nova#Palavra1' })).status).toBe(400);
  });

  it('allows 3 sends per 15 minutes to each asker, and 6 an hour from unknown askers together, for any e-mail', async () => {
    const c = await registerCustomer();
    const unknown = uniqueEmail('fantasma');
    for (const email of [c.email, unknown]) {
      const shop = shopAs(t, freshIp());
      for (let i = 0; i < 3; i++) expect((await shop('/forgot-password-send-otp', { email })).status).toBe(200);
      const fourth = await shop('/forgot-password-send-otp', { email });
      expect(fourth.status).toBe(429);
      expect(fourth.json.message).toMatch(/^Já pedimos vários códigos há pouco\. Aguarde \d+ (minutos?|segundos?) antes de pedir outro\.$/);
      expect(Number(fourth.headers['retry-after'])).toBeGreaterThan(0);
      // Refused asks count too: two more askers get a code, the next waits.
      for (let i = 0; i < 2; i++) expect((await shopAs(t, freshIp())('/forgot-password-send-otp', { email })).status).toBe(200);
      expect((await shopAs(t, freshIp())('/forgot-password-send-otp', { email })).status).toBe(429);
    }
    expect(await countMessagesTo(t, c.email)).toBe(1 + 5); // welcome + five codes
  });

  it('walks code → reset token → new password; ends every session; code and token work once', async () => {
    const c = await registerCustomer();
    const shop = shopAs(t, freshIp());
    await shop('/forgot-password-send-otp', { email: c.email });
    const code = await lastCodeSentTo(t, c.email);
    const [stored] = await t.db.select().from(otpCodes).where(eq(otpCodes.target, c.email));
    expect(stored!.codeHash).not.toContain(code);
    const verified = await shop('/forgot-password-verify-otp', { email: c.email, otp: code });
    expect(verified.status).toBe(200);
    const resetToken = verified.json.data.reset_token as string;
    const reused = await shop('/forgot-password-verify-otp', { email: c.email, otp: code });
    expect(reused.status).toBe(422);
    expect(reused.json.message).toMatch(/expirou ou já foi usado/);
    // The token belongs to this e-mail only.
    expect((await shop('/forgot-password-save', { email: DEMO_CUSTOMER.email, reset_token: resetToken, password: 'Roubada#123' })).status).toBe(422);
    const saved = await shop('/forgot-password-save', { email: c.email, reset_token: resetToken, password: 'Recuperada#1', password_confirmation: 'Recuperada#1' });
    expect(saved.status).toBe(200);
    expect((await t.shop('/user-detail', {}, c.token)).status).toBe(401);
    expect((await shop('/forgot-password-save', { email: c.email, reset_token: resetToken, password: 'Outra#Vez12' })).status).toBe(422);
    expect((await shopAs(t, freshIp())('/login', { email: c.email, password: 'Recuperada#1' })).status).toBe(200);
    expect((await lastMessageTo(t, c.email))?.subject).toBe('A sua palavra-passe foi alterada');
  });

  it('refuses a wrong code with the tries left, and the code after five tries', async () => {
    const c = await registerCustomer();
    const shop = shopAs(t, freshIp());
    await shop('/forgot-password-send-otp', { email: c.email });
    const code = await lastCodeSentTo(t, c.email);
    const wrongCode = code === '111111' ? '222222' : '111111';
    const first = await shop('/forgot-password-verify-otp', { email: c.email, otp: wrongCode });
    expect(first.status).toBe(422);
    expect(first.json.message).toBe('Código incorreto. Restam 4 tentativas.');
    for (let i = 0; i < 4; i++) await shop('/forgot-password-verify-otp', { email: c.email, otp: wrongCode });
    const right = await shop('/forgot-password-verify-otp', { email: c.email, otp: code });
    expect(right.status).toBe(422);
    expect(right.json.message).toMatch(/expirou ou já foi usado/);
  });

  it('refuses an expired code and a code replaced by a newer one', async () => {
    const c = await registerCustomer();
    const shop = shopAs(t, freshIp());
    await shop('/forgot-password-send-otp', { email: c.email });
    const code = await lastCodeSentTo(t, c.email);
    await t.db.update(otpCodes).set({ expiresAt: sql`now() - interval '1 second'` }).where(eq(otpCodes.target, c.email));
    expect((await shop('/forgot-password-verify-otp', { email: c.email, otp: code })).status).toBe(422);
    await shop('/forgot-password-send-otp', { email: c.email });
    const older = await lastCodeSentTo(t, c.email);
    await shop('/forgot-password-send-otp', { email: c.email });
    const newer = await lastCodeSentTo(t, c.email);
    if (older !== newer) expect((await shop('/forgot-password-verify-otp', { email: c.email, otp: older })).status).toBe(422);
    expect((await shop('/forgot-password-verify-otp', { email: c.email, otp: newer })).status).toBe(200);
  });
});

describe('phone sign-in by code', () => {
  it('refuses numbers that are not Mozambican mobiles, and bad codes', async () => {
    const shop = shopAs(t, freshIp());
    expect((await shop('/send-otp', { mobile: '21 49 0000' })).status).toBe(400);
    expect((await shop('/send-otp', { mobile: '+351 912 345 678' })).status).toBe(400);
    expect((await shop('/send-otp', {})).status).toBe(400);
    expect((await shop('/verify-otp', { mobile: '841234567', otp: 'abc' })).status).toBe(400);
  });

  it('texts a code to any mobile with the same answer; a right code signs in or opens an account', async () => {
    const shop = shopAs(t, freshIp());
    const fresh = '258829990001';
    const a = await shop('/send-otp', { mobile: '82 999 0001' });
    const b = await shop('/send-otp', { mobile: DEMO_CUSTOMER.mobile });
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(a.json).toEqual(b.json);
    const sms = await lastMessageTo(t, `sms:+${fresh}`);
    expect(sms?.text).toMatch(/^\d{6} é o seu código/);
    const newcomer = await shop('/verify-otp', { mobile: fresh, otp: await lastCodeSentTo(t, `sms:+${fresh}`) });
    expect(newcomer.json.data).toMatchObject({ mobile: fresh, is_new: true, token_type: 'Bearer', email: null });
    expect((await t.shop('/user-detail', {}, newcomer.json.data.token)).json.data.has_password).toBe(false);
    const [opened] = await t.db.select().from(customers).where(eq(customers.mobile, fresh));
    expect([opened!.termsVersion, opened!.termsAcceptedAt === null, opened!.marketingOptIn]).toEqual([TERMS_VERSION, false, false]);
    const demo = await shop('/verify-otp', { mobile: '+258 84 111 0000', otp: await lastCodeSentTo(t, `sms:+${DEMO_CUSTOMER.mobile}`) });
    expect(demo.json.data).toMatchObject({ email: DEMO_CUSTOMER.email, is_new: false });
  });

  it('accepts a right code once, even when it arrives many times at once', async () => {
    const mobile = '258829990002';
    const shop = shopAs(t, freshIp());
    await shop('/send-otp', { mobile, channel: 'whatsapp' });
    const code = await lastCodeSentTo(t, `whatsapp:+${mobile}`);
    const results = await Promise.all(Array.from({ length: 6 }, () => shop('/verify-otp', { mobile, otp: code })));
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(results.filter((r) => r.status === 422)).toHaveLength(5);
    const [{ n }] = (await t.db.select({ n: sql<number>`count(*)::int` }).from(customers).where(eq(customers.mobile, mobile))) as [{ n: number }];
    expect(Number(n)).toBe(1);
  });

  it('limits code checks per client address (50 failures in 15 minutes) across numbers', async () => {
    const ip = freshIp();
    const shop = shopAs(t, ip);
    for (let i = 0; i < 50; i++) {
      const res = await shop('/verify-otp', { mobile: `2588288${String(i).padStart(5, '0')}`, otp: '123456' });
      expect(res.status).toBe(422);
    }
    expect((await shop('/verify-otp', { mobile: '258828899999', otp: '123456' })).status).toBe(429);
  });
});

describe('/user-delete', () => {
  it('needs the password, refuses a foreign user_id, then anonymises the customer and revokes every session', async () => {
    const c = await registerCustomer();
    const second = (await shopAs(t, freshIp())('/login', { email: c.email, password: PASSWORD })).json.data.token as string;
    await t.shop('/add-address', { country_id: 150, state_id: 1, city_id: 4689, bairro: 'Polana', address: 'Rua A 1' }, c.token);
    expect((await t.shop('/user-delete', {}, c.token)).status).toBe(422);
    expect((await t.shop('/user-delete', { password: 'errada-errada' }, c.token)).status).toBe(422);
    expect((await t.shop('/user-delete', { user_id: Number(c.id) + 1, password: PASSWORD }, c.token)).status).toBe(403);
    const res = await t.shop('/user-delete', { user_id: c.id, password: PASSWORD }, c.token);
    expect(res.json).toMatchObject({ status: 1 });
    const [row] = await t.db.select().from(customers).where(eq(customers.id, Number(c.id)));
    expect(row).toMatchObject({ email: null, mobile: null, passwordHash: null, firstName: 'Cliente', lastName: 'removido', imageFileId: null });
    expect(row!.deletedAt).toBeInstanceOf(Date);
    expect((await t.shop('/user-detail', {}, c.token)).status).toBe(401);
    expect((await t.shop('/user-detail', {}, second)).status).toBe(401);
    const open = await t.db.select().from(sessions).where(sql`${sessions.customerId} = ${Number(c.id)} and ${sessions.revokedAt} is null`);
    expect(open).toHaveLength(0);
    expect((await shopAs(t, freshIp())('/login', { email: c.email, password: PASSWORD })).status).toBe(422);
    expect((await lastMessageTo(t, c.email))?.subject).toBe('A sua conta foi eliminada');
    // The e-mail is free again.
    expect((await shopAs(t, freshIp())('/register', { first_name: 'Ana', last_name: 'Nova', email: c.email, mobile: c.mobile, password: PASSWORD, accept_terms: true })).status).toBe(201);
  });
});
