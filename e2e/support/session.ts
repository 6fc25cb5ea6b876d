import { expect, type Page } from '@playwright/test';

export const DEMO = { email: 'cliente@exemplo.co.mz', password: 'Cliente#2025' };

/** Signs the demo customer in the way the login screen does: the token and user kept in this browser. */
export async function signInAsDemo(page: Page): Promise<string> {
  if (page.url() === 'about:blank') await page.goto('/about');
  const res = await page.request.post('/api/loja/login', { data: DEMO });
  expect(res.ok()).toBe(true);
  const { data } = (await res.json()) as { data: Record<string, unknown> & { token: string } };
  const { token, token_type: _type, ...user } = data;
  await page.evaluate(
    ([t, u]) => {
      localStorage.setItem('cm.auth.token', t);
      localStorage.setItem('cm.auth.user', u);
    },
    [token, JSON.stringify(user)] as const,
  );
  return token;
}

/** Calls the shop API as the spec's clients do (status 1 is success). */
export async function shopCall<T>(page: Page, path: string, data: object = {}, token?: string): Promise<T> {
  const res = await page.request.post(`/api/loja${path}`, { data, headers: token ? { Authorization: `Bearer ${token}` } : {} });
  const json = (await res.json()) as { status: number; message: string; data: T };
  expect(json.status, `${path}: ${json.message}`).toBe(1);
  return json.data;
}
