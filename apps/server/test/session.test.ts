import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CUSTOMER } from '../src/db/seed/demo-customer.ts';
import { createTestApp, type TestApp } from './test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('sign-in core', () => {
  it('signs the demo customer in, resolves the token, and revokes it on logout', async () => {
    const login = await t.shop('/login', { email: DEMO_CUSTOMER.email.toUpperCase(), password: DEMO_CUSTOMER.password });
    expect(login.status).toBe(200);
    expect(login.json.data).toMatchObject({ email: DEMO_CUSTOMER.email, token_type: 'Bearer', id: expect.any(String) });
    const token = login.json.data.token as string;
    const me = await t.shop('/user-detail', {}, token);
    expect(me.json.data.first_name).toBe(DEMO_CUSTOMER.firstName);
    const out = await t.shop('/logOut', {}, token);
    expect(out.status).toBe(200);
    const after = await t.shop('/user-detail', {}, token);
    expect(after.status).toBe(401);
  });

  it('answers a wrong password and an unknown e-mail the same way', async () => {
    const wrong = await t.shop('/login', { email: DEMO_CUSTOMER.email, password: 'errada' });
    const unknown = await t.shop('/login', { email: 'ninguem@exemplo.co.mz', password: 'errada' });
    expect(wrong.status).toBe(422);
    expect(unknown.status).toBe(422);
    expect(wrong.json.message).toBe(unknown.json.message);
  });
});
