import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAuditLog, staffSessions, staffUsers } from '../src/db/schema.ts';
import { slidingHit } from '../src/lib/sign-in-guard.ts';
import { testConfig } from '../src/config/env.ts';
import { DEMO_OWNER, ensureDemoOwner, ensureFirstOwner, upsertOwner } from '../src/modules/admin/staff/owner-bootstrap.ts';
import { STAFF_BACKOFF, staffAddressLimit } from '../src/modules/admin/staff/sign-in.ts';
import { admin, createStaffMember, STAFF_PASSWORD } from './admin-helpers.ts';
import { createCustomer } from './factories.ts';
import { createTestApp, type TestApp } from './test-app.ts';

const OWNER = { email: 'dona@cabelomaputo.co.mz', password: 'Primeira#Dona2025' };

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ ADMIN_OWNER_EMAIL: OWNER.email.toUpperCase(), ADMIN_OWNER_PASSWORD: OWNER.password, ADMIN_OWNER_NAME: 'Dona Graça' });
});
afterAll(() => t.close());

const signIn = (email: string, password: string, ip = '10.0.0.1') =>
  t.request({ method: 'POST', url: '/admin-api/auth/login', payload: { email, password }, headers: {}, remoteAddress: ip });

describe('first owner from the environment', () => {
  it('creates the owner at start and lets them sign in with a staff token', async () => {
    const res = await signIn(OWNER.email, OWNER.password);
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ status: 1, data: { token_type: 'Bearer', staff: { email: OWNER.email, role: 'owner', name: 'Dona Graça', must_change_password: false } } });
    expect(res.json.data.staff.password_hash).toBeUndefined();
    const me = await admin(t, '/auth/me', {}, res.json.data.token);
    expect(me.json.data.email).toBe(OWNER.email);
    expect(me.headers['cache-control']).toBe('no-store');
  });

  it('does not touch an existing owner when the app starts again with other settings', async () => {
    await ensureFirstOwner(t.db, testConfig({ ADMIN_OWNER_EMAIL: 'outro@cabelomaputo.co.mz', ADMIN_OWNER_PASSWORD: 'Outra#Senha2025' }), t.app.log);
    const owners = await t.db.select().from(staffUsers).where(eq(staffUsers.role, 'owner'));
    expect(owners.map((o) => o.email)).toContain(OWNER.email);
    expect(owners.map((o) => o.email)).not.toContain('outro@cabelomaputo.co.mz');
    expect((await signIn(OWNER.email, OWNER.password)).status).toBe(200);
  });

  it('creates the demo owner in development only', async () => {
    const dev = await createTestApp({ NODE_ENV: 'development' });
    const test = await createTestApp();
    try {
      const devOwners = await dev.db.select({ email: staffUsers.email }).from(staffUsers);
      expect(devOwners).toEqual([{ email: DEMO_OWNER.email }]);
      expect(await test.db.select().from(staffUsers)).toEqual([]);
    } finally {
      await dev.close();
      await test.close();
    }
  });

  it('gives the demo owner a password made at creation, printed once, never the old published one', async () => {
    const fresh = await createTestApp();
    try {
      const lines: string[] = [];
      const log = { info: (m: string) => lines.push(m), warn: (m: string) => lines.push(m) };
      const password = await ensureDemoOwner(fresh.db, log);
      expect(password).toMatch(/^Dono-[A-Za-z0-9_-]{16}$/);
      expect(lines.join('\n')).toContain(password!);
      const login = (pw: string) => fresh.request({ method: 'POST', url: '/admin-api/auth/login', payload: { email: DEMO_OWNER.email, password: pw }, remoteAddress: '10.3.3.3' });
      expect((await login(password!)).status).toBe(200);
      expect((await login('Dono#Maputo2025')).status).not.toBe(200);
      expect(await ensureDemoOwner(fresh.db, log)).toBeNull();
      expect(lines.filter((l) => l.includes(password!))).toHaveLength(1);
    } finally {
      await fresh.close();
    }
  });

  it('upsertOwner (the create-owner command) promotes an existing account and ends its sessions', async () => {
    const { staff, token } = await createStaffMember(t.db, { role: 'staff', active: false });
    const result = await upsertOwner(t.db, { email: staff.email, name: staff.name, password: 'Recuperada#2025' });
    expect(result).toEqual({ id: staff.id, created: false });
    const [row] = await t.db.select().from(staffUsers).where(eq(staffUsers.id, staff.id));
    expect(row).toMatchObject({ role: 'owner', active: true, mustChangePassword: false });
    expect((await admin(t, '/auth/me', {}, token)).status).toBe(401);
    expect((await signIn(staff.email, 'Recuperada#2025', '10.9.9.9')).status).toBe(200);
  });
});

describe('staff sign-in protections', () => {
  it('answers a wrong password and an unknown e-mail alike', async () => {
    const wrong = await signIn(OWNER.email, 'errada-errada', '10.0.1.1');
    const unknown = await signIn('ninguem@cabelomaputo.co.mz', 'errada-errada', '10.0.1.1');
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.json.message).toBe(unknown.json.message);
    expect(wrong.json).toMatchObject({ status: 0, code: 'UNAUTHENTICATED' });
  });

  it('a customer cannot sign in to the back office with their shop password', async () => {
    const res = await signIn('cliente@exemplo.co.mz', 'Cliente#2025', '10.0.1.2');
    expect(res.status).toBe(401);
  });

  it('backs off an account under a burst of parallel guesses, then lets the member in once the wait has passed', async () => {
    const { staff } = await createStaffMember(t.db);
    const elsewhere = `staff-sign-in:${staff.email}:elsewhere`;
    const burst = await Promise.all(Array.from({ length: 9 }, (_, i) => signIn(staff.email, `palpite-${i}-errado`, `10.1.0.${i + 1}`)));
    const statuses = burst.map((r) => r.status);
    // Three free failures, the fourth sets a wait: at most four guesses are checked however many come at once
    // (more only if a wait of a second or two ran out within the burst).
    expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(STAFF_BACKOFF.free + 3);
    const limited = burst.find((r) => r.status === 429)!;
    expect(limited.json).toMatchObject({ status: 0, code: 'RATE_LIMITED' });
    expect(limited.json.message).toMatch(/aguarde \d+ segundos?/);

    await t.db.execute(sql`update sign_in_backoff set blocked_until = now() + interval '1 minute' where key = ${elsewhere}`);
    expect((await signIn(staff.email, STAFF_PASSWORD, '10.1.1.1')).status).toBe(429);
    // Not locked out for good: when the wait has passed, the right password works again.
    await t.db.execute(sql`update sign_in_backoff set blocked_until = now() where key = ${elsewhere}`);
    expect((await signIn(staff.email, STAFF_PASSWORD, '10.1.1.1')).status).toBe(200);
  });

  it('limits failures per IP address across accounts', async () => {
    const ip = '10.2.0.1';
    for (let i = 0; i < 20; i++) await slidingHit(t.db, staffAddressLimit(ip).key, staffAddressLimit(ip).windowSeconds);
    const res = await signIn(OWNER.email, OWNER.password, ip);
    expect(res.status).toBe(429);
    const elsewhere = await signIn(OWNER.email, OWNER.password, '10.2.0.2');
    expect(elsewhere.status).toBe(200);
  });

  it('does not count a successful sign-in against the account', async () => {
    const { staff } = await createStaffMember(t.db);
    // From a new address each time: all in the account's "elsewhere" bucket, which a success empties.
    let n = 0;
    for (let i = 0; i < STAFF_BACKOFF.free - 1; i++) expect((await signIn(staff.email, 'errada-errada', `10.3.0.${++n}`)).status).toBe(401);
    expect((await signIn(staff.email, STAFF_PASSWORD, `10.3.0.${++n}`)).status).toBe(200);
    for (let i = 0; i < STAFF_BACKOFF.free; i++) expect((await signIn(staff.email, 'errada-errada', `10.3.0.${++n}`)).status).toBe(401);
    expect((await signIn(staff.email, STAFF_PASSWORD, `10.3.0.${++n}`)).status).toBe(200);
  });

  it('tells a deactivated member that the account is off only when the password is right', async () => {
    const { staff } = await createStaffMember(t.db, { active: false });
    expect((await signIn(staff.email, 'errada-errada', '10.4.0.1')).status).toBe(401);
    const res = await signIn(staff.email, STAFF_PASSWORD, '10.4.0.1');
    expect(res.status).toBe(403);
    expect(res.json.message).toMatch(/desativada/);
  });

  it('validates the sign-in body in Portuguese', async () => {
    const res = await admin(t, '/auth/login', { email: 'nao-e-email', password: '' });
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({ status: 0, code: 'VALIDATION_FAILED' });
    expect(res.json.errors.email).toBeDefined();
  });
});

describe('staff sessions', () => {
  it('logout revokes the token', async () => {
    const { token } = await createStaffMember(t.db);
    expect((await admin(t, '/auth/logout', {}, token)).status).toBe(200);
    const after = await admin(t, '/auth/me', {}, token);
    expect(after.status).toBe(401);
    expect(after.json.message).toMatch(/área de gestão/);
  });

  it('expires a session left idle longer than ADMIN_SESSION_IDLE_HOURS', async () => {
    const { staff, token } = await createStaffMember(t.db);
    await t.db.update(staffSessions).set({ lastUsedAt: sql`now() - interval '13 hours'` }).where(eq(staffSessions.staffId, staff.id));
    expect((await admin(t, '/auth/me', {}, token)).status).toBe(401);
  });

  it('refuses customer tokens, unknown tokens and no token', async () => {
    const { token: customerToken } = await createCustomer(t.db);
    for (const token of [customerToken, 'token-inventado', undefined]) {
      const res = await admin(t, '/dashboard', {}, token);
      expect(res.status).toBe(401);
      expect(res.json).toMatchObject({ status: 0, code: 'UNAUTHENTICATED' });
    }
  });

  it('a staff token is not a customer token on the shop API', async () => {
    const { token } = await createStaffMember(t.db, { role: 'owner' });
    const res = await t.shop('/user-detail', {}, token);
    expect(res.status).toBe(401);
  });

  it('answers an unknown admin call with a 404 envelope', async () => {
    const res = await admin(t, '/nao-existe', {});
    expect(res.status).toBe(404);
    expect(res.json).toMatchObject({ status: 0, code: 'NOT_FOUND' });
  });
});

describe('team management', () => {
  it('an owner creates a member who must replace the temporary password before anything else', async () => {
    const { token: ownerToken } = await createStaffMember(t.db, { role: 'owner' });
    const created = await admin(t, '/staff/create', { email: 'Nova.Colega@cabelomaputo.co.mz', name: 'Nova Colega', role: 'staff', password: 'Temporaria#2025' }, ownerToken);
    expect(created.status).toBe(201);
    expect(created.json.data).toMatchObject({ email: 'nova.colega@cabelomaputo.co.mz', role: 'staff', must_change_password: true, active: true });

    const duplicate = await admin(t, '/staff/create', { email: 'nova.colega@cabelomaputo.co.mz', name: 'Outra', role: 'staff', password: 'Temporaria#2025' }, ownerToken);
    expect(duplicate.status).toBe(409);

    const login = await signIn('nova.colega@cabelomaputo.co.mz', 'Temporaria#2025', '10.5.0.1');
    const token = login.json.data.token as string;
    const blocked = await admin(t, '/products/list', {}, token);
    expect(blocked.status).toBe(403);
    expect(blocked.json.message).toMatch(/palavra-passe temporária/);
    expect((await admin(t, '/auth/me', {}, token)).status).toBe(200);

    const wrongCurrent = await admin(t, '/auth/change-password', { current_password: 'errada', new_password: 'Minha#Propria2025' }, token);
    expect(wrongCurrent.status).toBe(422);
    const short = await admin(t, '/auth/change-password', { current_password: 'Temporaria#2025', new_password: 'curta' }, token);
    expect(short.status).toBe(400);
    const changed = await admin(t, '/auth/change-password', { current_password: 'Temporaria#2025', new_password: 'Minha#Propria2025' }, token);
    expect(changed.status).toBe(200);
    expect(changed.json.data.must_change_password).toBe(false);
    expect((await admin(t, '/products/list', {}, token)).status).toBe(200);
  });

  it('changing one\'s password ends the other sessions but keeps this one', async () => {
    const { staff, token } = await createStaffMember(t.db);
    const other = await signIn(staff.email, STAFF_PASSWORD, '10.6.0.1');
    const res = await admin(t, '/auth/change-password', { current_password: STAFF_PASSWORD, new_password: 'Trocada#Agora2025' }, token);
    expect(res.status).toBe(200);
    expect((await admin(t, '/auth/me', {}, token)).status).toBe(200);
    expect((await admin(t, '/auth/me', {}, other.json.data.token)).status).toBe(401);
  });

  it('staff cannot manage the team or read the audit log', async () => {
    const { token } = await createStaffMember(t.db, { role: 'staff' });
    for (const [path, body] of [
      ['/staff/list', {}],
      ['/staff/create', { email: 'x@y.co', name: 'Xx', role: 'owner', password: 'Qualquer#2025' }],
      ['/staff/update', { id: 1, role: 'owner' }],
      ['/staff/reset-password', { id: 1, password: 'Qualquer#2025' }],
      ['/audit/list', {}],
    ] as const) {
      const res = await admin(t, path, body, token);
      expect(res.status, path).toBe(403);
      expect(res.json.code).toBe('FORBIDDEN');
    }
    const count = await t.db.select().from(staffUsers).where(eq(staffUsers.email, 'x@y.co'));
    expect(count).toEqual([]);
  });

  it('deactivating a member ends their sessions; reactivating lets them sign in again', async () => {
    const { token: ownerToken } = await createStaffMember(t.db, { role: 'owner' });
    const { staff, token } = await createStaffMember(t.db);
    const off = await admin(t, '/staff/update', { id: staff.id, active: false }, ownerToken);
    expect(off.status).toBe(200);
    expect(off.json.data.active).toBe(false);
    expect((await admin(t, '/auth/me', {}, token)).status).toBe(401);
    const on = await admin(t, '/staff/update', { id: staff.id, active: true }, ownerToken);
    expect(on.json.data.active).toBe(true);
    expect((await signIn(staff.email, STAFF_PASSWORD, '10.7.0.1')).status).toBe(200);
    const entries = await t.db.select().from(adminAuditLog).where(eq(adminAuditLog.entityId, String(staff.id)));
    expect(entries.map((e) => e.action)).toEqual(expect.arrayContaining(['staff.deactivate', 'staff.reactivate']));
  });

  it('an owner resets a member\'s password: their sessions end and the new one is temporary', async () => {
    const { token: ownerToken } = await createStaffMember(t.db, { role: 'owner' });
    const { staff, token } = await createStaffMember(t.db);
    const res = await admin(t, '/staff/reset-password', { id: staff.id, password: 'Reposta#Temp2025' }, ownerToken);
    expect(res.status).toBe(200);
    expect(res.json.data.must_change_password).toBe(true);
    expect((await admin(t, '/auth/me', {}, token)).status).toBe(401);
    const self = await admin(t, '/staff/reset-password', { id: res.json.data.id, password: 'Reposta#Temp2025' }, ownerToken);
    expect(self.status).toBe(200);
  });

  it('never leaves the shop without an active owner, even when two owners demote each other at once', async () => {
    const fresh = await createTestApp();
    try {
      const a = await createStaffMember(fresh.db, { role: 'owner' });
      const b = await createStaffMember(fresh.db, { role: 'owner' });
      const alone = await admin(fresh, '/staff/update', { id: a.staff.id, role: 'staff' }, b.token);
      expect(alone.status).toBe(200);
      // b is now the only owner: demoting or deactivating b is refused.
      for (const change of [{ role: 'staff' }, { active: false }]) {
        const res = await admin(fresh, '/staff/update', { id: b.staff.id, ...change }, b.token);
        expect(res.status).toBe(409);
        expect(res.json.message).toMatch(/pelo menos um\(a\) proprietário/);
      }
      await admin(fresh, '/staff/update', { id: a.staff.id, role: 'owner' }, b.token);
      const [x, y] = await Promise.all([
        admin(fresh, '/staff/update', { id: b.staff.id, role: 'staff' }, a.token),
        admin(fresh, '/staff/update', { id: a.staff.id, role: 'staff' }, b.token),
      ]);
      // Exactly one wins; the other is refused (as the last owner, or as no longer an owner).
      expect([x!.status, y!.status].filter((s) => s === 200)).toHaveLength(1);
      expect([x!.status, y!.status].filter((s) => s === 409 || s === 403)).toHaveLength(1);
      const owners = await fresh.db.select().from(staffUsers).where(eq(staffUsers.role, 'owner'));
      expect(owners).toHaveLength(1);
    } finally {
      await fresh.close();
    }
  });

  it('lists the team without password hashes and records each change in the audit log', async () => {
    const { token: ownerToken } = await createStaffMember(t.db, { role: 'owner' });
    const list = await admin(t, '/staff/list', {}, ownerToken);
    expect(list.status).toBe(200);
    expect(list.json.data.length).toBeGreaterThan(1);
    expect(JSON.stringify(list.json.data)).not.toMatch(/scrypt\$/);
    const audit = await admin(t, '/audit/list', { entity: 'staff' }, ownerToken);
    expect(audit.status).toBe(200);
    expect(audit.json.data.data.length).toBeGreaterThan(0);
    expect(JSON.stringify(audit.json.data)).not.toMatch(/scrypt\$|Temporaria#2025/);
  });
});
