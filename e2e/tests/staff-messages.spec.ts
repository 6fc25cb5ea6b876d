import { expect } from '@playwright/test';
import { backOfficePaths } from '@shop/contract/back-office-paths';
import { adminCall, DEMO, OWNER, placeMpesaOrder, shopCall, staffSignIn, test } from '../fixtures.ts';

const PHONE = { width: 360, height: 740 };
const ANON_KEY = process.env.ANON_KEY || 'dev-anon-key-cabelo-maputo-0001';

test('on a phone, staff find a message by a name typed without accents, reply by e-mail, and it stays in the list as answered', async ({ page, request }) => {
  const id = Date.now().toString(36);
  const email = `leonor.${id}@exemplo.co.mz`;
  const sent = await request.post('/functions/v1/contact-api', {
    headers: { apikey: ANON_KEY },
    data: { full_name: `Leonor Cumbé ${id}`, email, phone: '84 765 4321', subject: 'treatments', message: 'Boa tarde, fazem tratamento para caspa?', privacy_accepted: true },
  });
  expect(sent.status()).toBe(201);

  await page.setViewportSize(PHONE);
  await staffSignIn(page);
  await page.goto(backOfficePaths.messages());
  await page.getByRole('search').getByLabel('Procurar').fill(`leonor cumbe ${id}`);
  const card = page.getByRole('list', { name: 'Mensagens' }).getByRole('listitem', { name: `Mensagem de Leonor Cumbé ${id} (por ler)` });
  await expect(card).toBeVisible();
  await card.getByRole('button').click();

  await expect(page.getByRole('heading', { name: `Mensagem de Leonor Cumbé ${id}` })).toBeVisible();
  const whatsapp = page.getByRole('link', { name: 'Responder pelo WhatsApp' });
  await expect(whatsapp).toHaveAttribute('href', /^https:\/\/wa\.me\/258847654321\?text=Ol%C3%A1%20Leonor%2C/);

  await page.getByLabel(`Resposta para ${email}`).fill('Boa tarde, Leonor.\n\nSim: a consulta capilar começa pelo diagnóstico. Quer marcar?');
  await page.getByRole('button', { name: 'Enviar resposta' }).click();
  const thread = page.getByRole('list', { name: 'Respostas' });
  await expect(thread.getByRole('listitem')).toHaveCount(1);
  await expect(thread).toContainText('Sim: a consulta capilar começa pelo diagnóstico. Quer marcar?');
  await expect(page.getByText('Respondida', { exact: true }).first()).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

  // The outbox's worker delivers the reply to the development mailbox.
  await expect
    .poll(async () => {
      const { messages } = (await (await request.get('/dev/mailbox.json')).json()) as { messages: { to: string; subject: string; text: string }[] };
      return messages.find((m) => m.to === email)?.text ?? '';
    }, { timeout: 20_000, message: 'the reply in the mailbox' })
    .toContain('Quer marcar?');
  await page.reload();
  await expect(thread).toContainText('E-mail enviado');
  const { staff } = await adminCall<{ staff: { name: string } }>(request, '/auth/login', OWNER, '');
  await expect(thread).toContainText(staff.name);

  // Back in the list, read and answered: still there, under Todas and Respondidas, no longer under Por responder.
  await page.getByRole('button', { name: 'Voltar às mensagens' }).click();
  const row = page.getByRole('list', { name: 'Mensagens' }).getByRole('listitem', { name: `Mensagem de Leonor Cumbé ${id}` });
  await expect(row).toBeVisible();
  await expect(row).toContainText('Respondida');
  await expect(row).toContainText('1 resposta');
  const unanswered = page.getByRole('group', { name: 'Mostrar' }).getByRole('button', { name: /^Por responder/ });
  await unanswered.click();
  await expect(unanswered).toHaveAttribute('aria-pressed', 'true');
  // Other journeys leave their own messages unanswered: this one is no longer among them.
  await expect(row).toHaveCount(0);
  await page.getByRole('group', { name: 'Mostrar' }).getByRole('button', { name: /^Respondidas/ }).click();
  await expect(row).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
});

test('on a phone, the subscribers list finds the account behind an address by its mobile typed with spaces', async ({ page, request }) => {
  await shopCall(request, '/subscribe', { email: DEMO.email, privacy_accepted: true });
  await page.setViewportSize(PHONE);
  await staffSignIn(page);
  await page.goto(backOfficePaths.subscribers());
  await page.getByRole('search').getByLabel('Procurar').fill('84 111 0000');
  const list = page.getByRole('list', { name: 'Subscritores' });
  await expect(list.getByRole('listitem').filter({ hasText: DEMO.email })).toBeVisible();
  await expect(page).toHaveURL(/q=84\+111\+0000|q=84%20111%200000/);
  await page.getByRole('search').getByLabel('Procurar').fill('ninguem-com-este-endereco');
  await expect(list.getByText('Nenhum subscritor encontrado.')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
});

test('on a phone, the payments queue and the coupons list search as staff type: a reference, a phone with spaces, a name without accents', async ({ page, request }) => {
  const order = await placeMpesaOrder(request);
  const { token } = await adminCall<{ token: string }>(request, '/auth/login', OWNER, '');
  const code = `PROMO${Date.now().toString(36).toUpperCase()}`;
  await adminCall(request, '/coupons/save', { code, name: `Promoção Dia da Mulher ${code}`, label: 'Dia da Mulher', discount_type: 'percentage', amount: '10' }, token);

  await page.setViewportSize(PHONE);
  await staffSignIn(page);
  await page.goto(backOfficePaths.payments());
  const box = page.getByRole('search').getByLabel('Procurar');
  await box.fill(order.reference.toLowerCase());
  await expect(page.getByRole('article')).toHaveCount(1);
  await expect(page.getByRole('article', { name: `Encomenda ${order.reference}` })).toBeVisible();
  await box.fill('84 111 0000');
  await expect(page).toHaveURL(/q=84\+111\+0000|q=84%20111%200000/);
  await expect(page.getByRole('article', { name: `Encomenda ${order.reference}` })).toBeVisible();
  await box.fill('ninguem-com-este-nome');
  await expect(page.getByText('Nada à espera de pagamento com esta pesquisa.')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

  await page.goto(backOfficePaths.coupons());
  await page.getByRole('search').getByLabel('Procurar').fill(`promocao dia da mulher ${code.toLowerCase()}`);
  const coupons = page.getByRole('list', { name: 'Cupões' });
  await expect(coupons.getByRole('listitem')).toHaveCount(1);
  await expect(coupons.getByRole('listitem').filter({ hasText: code })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
});
