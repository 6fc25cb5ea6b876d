import { expect, type Page } from '@playwright/test';
import { backOfficePaths } from '@shop/contract/back-office-paths';
import { addDays, dayTitle, maputoToday, shortDayTitle, weekStart } from '../../apps/web/src/lib/maputo-date.ts';
import { adminCall, OWNER, staffSignIn, weekdayAhead, test } from '../fixtures.ts';

const PHONE = { width: 360, height: 740 };

const noHorizontalScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

test('on a phone, staff book a client who called and move the booking when she asks', async ({ page, request }, testInfo) => {
  // A retry books a day of its own: the first attempt's booking may already hold 10:00 or 15:00.
  const date = weekdayAhead(testInfo.retry ? 31 : 9);
  const email = `telefone.${Date.now()}@exemplo.co.mz`;
  await page.setViewportSize(PHONE);
  await staffSignIn(page);
  await page.goto(backOfficePaths.appointments(date));
  await expect(page.getByRole('heading', { name: 'Marcações' })).toBeVisible();
  const grid = page.getByRole('region', { name: 'Agenda do dia' });

  // One agenda at a time on a phone, switched by tabs.
  const tabs = grid.getByRole('tablist', { name: 'Agenda' });
  await tabs.getByRole('tab', { name: /Microagulhamento/ }).click();
  await expect(grid.getByRole('group', { name: 'Microagulhamento às 10:00' })).toBeVisible();
  await expect(grid.getByRole('group', { name: 'Consultas às 10:00' })).toBeHidden();
  await tabs.getByRole('tab', { name: /Consultas/ }).click();
  await expect(grid.getByRole('group', { name: 'Consultas às 10:00' })).toBeVisible();
  expect(await noHorizontalScroll(page)).toBe(true);

  // Cancel leaves the book as it was, after asking whether the typed client may be lost.
  await page.getByRole('button', { name: 'Nova marcação' }).click();
  const create = page.getByRole('dialog', { name: 'Nova marcação' });
  await create.getByLabel('Nome do cliente').fill('Não gravar');
  await create.getByRole('button', { name: 'Cancelar' }).click();
  const leave = page.getByRole('alertdialog', { name: 'Sair sem guardar?' });
  await leave.getByRole('button', { name: 'Continuar a editar' }).click();
  await expect(create.getByLabel('Nome do cliente')).toHaveValue('Não gravar');
  await create.getByRole('button', { name: 'Cancelar' }).click();
  await leave.getByRole('button', { name: 'Sair sem guardar' }).click();
  await expect(create).toBeHidden();
  await expect(grid.getByText('Não gravar')).toHaveCount(0);

  // From the free 10:00 of the consultations' column: the time is already chosen.
  await grid.getByRole('button', { name: 'Marcar consultas às 10:00' }).click();
  await expect(create.getByRole('button', { name: /^10:00/ })).toHaveAttribute('aria-pressed', 'true');
  await create.getByLabel('Pedido').selectOption('telefone');
  await create.getByLabel('Nome do cliente').fill('Graça Cossa');
  await create.getByLabel('Telefone / WhatsApp').fill('84 321 0000');
  await create.getByLabel('E-mail (opcional)').fill(email);
  expect(await noHorizontalScroll(page)).toBe(true);
  await create.getByRole('button', { name: 'Criar marcação' }).click();
  await expect(create).toBeHidden();
  await expect(page.getByText(/Marcação CC-\w+ criada para .* às 10:00; o cliente recebeu um e-mail\./)).toBeVisible();
  const ten = grid.getByRole('group', { name: 'Consultas às 10:00' });
  await expect(ten.getByRole('button', { name: /Graça Cossa/ })).toBeVisible();
  await expect(ten.getByRole('button', { name: 'Marcar consultas às 10:00' })).toHaveCount(0);

  // She calls back: move it to 15:00 (after changing her mind once).
  await ten.getByRole('button', { name: /Graça Cossa/ }).click();
  const card = page.getByRole('dialog', { name: /^Marcação CC-/ });
  await expect(card.getByText('Confirmada')).toBeVisible();
  await expect(card.getByRole('link', { name: '+258 84 321 0000' })).toHaveAttribute('href', 'tel:+258843210000');
  await expect(card.getByRole('link', { name: 'WhatsApp (lembrete)' })).toHaveAttribute('href', /^https:\/\/wa\.me\/258843210000\?text=Ol%C3%A1%20Gra%C3%A7a%20Cossa/);
  await expect(card.getByText('Lembretes por e-mail 24 h e 2 h antes')).toBeVisible();
  await card.getByRole('button', { name: 'Desligar lembretes' }).click();
  await expect(card.getByText('Sem lembretes (pedido do cliente)')).toBeVisible();
  await card.getByRole('button', { name: 'Mudar horário' }).click();
  const move = page.getByRole('dialog', { name: /^Mudar horário/ });
  await move.getByRole('button', { name: 'Cancelar' }).click();
  await expect(move).toBeHidden();
  await card.getByRole('button', { name: 'Mudar horário' }).click();
  // Its own time is offered (to keep), the move needs another one.
  await move.getByRole('button', { name: /^15:00/ }).click();
  await move.getByLabel('Mensagem para o cliente (opcional)').fill('Como combinado ao telefone.');
  await move.getByRole('button', { name: 'Remarcar' }).click();
  await expect(move).toBeHidden();
  await expect(page.getByText(/remarcada para .* às 15:00; o cliente recebeu um e-mail\./)).toBeVisible();
  await card.getByRole('button', { name: 'Fechar' }).click();
  await expect(grid.getByRole('group', { name: 'Consultas às 15:00' }).getByRole('button', { name: /Graça Cossa/ })).toBeVisible();
  await expect(grid.getByRole('button', { name: 'Marcar consultas às 10:00' })).toBeVisible();

  // The client has the new time by e-mail (the outbox delivers to the development mailbox).
  await expect
    .poll(async () => {
      const { messages } = (await (await request.get('/dev/mailbox.json')).json()) as { messages: { to: string; subject: string; text: string }[] };
      // The outbox may deliver the two in either order.
      return messages.filter((m) => m.to === email).map((m) => m.subject.split(':')[0]).sort();
    }, { timeout: 20_000 })
    .toEqual(['A sua marcação foi remarcada', 'Marcação confirmada']);
});

test('on a phone, the week shows one day at a time, both agendas told apart, blocked hours, and steps a week back and forth', async ({ page, request }) => {
  // Far ahead, so no other journey books or blocks this week.
  const day = weekdayAhead(40);
  const monday = weekStart(day);
  const { token } = await adminCall<{ token: string }>(request, '/auth/login', OWNER, '');
  const booked = await adminCall<{ reference: string }>(request, '/appointments/create', { service: 'presencial', date: day, time: '11:00', channel: 'WhatsApp', full_name: 'Amélia Semana', phone: '84 765 4321', email: '' }, token);
  await adminCall(request, '/appointments/create', { service: 'microneedling', sessions: 1, microneedling_area: 'scalp', date: day, time: '11:00', channel: 'balcão', full_name: 'Rosa Semana', phone: '84 765 4322', email: '' }, token);
  await adminCall(request, '/appointments/block', { date: day, from: '14:00', to: '16:00', reason: 'Formação', resource: 'treatment' }, token);

  await page.setViewportSize(PHONE);
  await staffSignIn(page);
  await page.goto(backOfficePaths.appointments(day));
  await page.getByRole('group', { name: 'Vista' }).getByRole('button', { name: 'Semana' }).click();
  const week = page.getByRole('region', { name: 'Agenda da semana' });
  await expect(week.getByRole('heading', { name: new RegExp(`^Semana de ${Number(monday.slice(8))}/${monday.slice(5, 7)} a `) })).toBeVisible();

  // Seven day tabs, the chosen day selected, and only its column on the screen.
  const tabs = week.getByRole('tablist', { name: 'Dia' });
  await expect(tabs.getByRole('tab')).toHaveCount(7);
  await expect(tabs.getByRole('tab', { name: new RegExp(`^${shortDayTitle(day)} \\(2\\)`) })).toHaveAttribute('aria-selected', 'true');
  const eleven = week.getByRole('group', { name: `${dayTitle(day)} às 11:00` });
  await expect(eleven.getByRole('button', { name: /Amélia Semana .*Consulta/ })).toBeVisible();
  await expect(eleven.getByRole('button', { name: /Rosa Semana .*Microagulhamento/ })).toBeVisible();
  await expect(week.getByRole('group', { name: `${dayTitle(day)} às 14:00` }).getByText('Bloqueado (Micro): Formação')).toBeVisible();
  await expect(week.getByRole('button', { name: `Marcar consultas às 14:00 de ${dayTitle(day)}` })).toBeVisible();
  await expect(week.getByRole('button', { name: `Marcar microagulhamento às 14:00 de ${dayTitle(day)}` })).toHaveCount(0);
  const other = day === monday ? addDays(day, 1) : monday;
  await expect(week.getByRole('group', { name: `${dayTitle(other)} às 11:00` })).toBeHidden();
  expect(await noHorizontalScroll(page)).toBe(true);

  // Another day of the week by its tab; the booking's card opens from the grid.
  await tabs.getByRole('tab', { name: new RegExp(`^${shortDayTitle(other)}`) }).click();
  await expect(week.getByRole('group', { name: `${dayTitle(other)} às 11:00` })).toBeVisible();
  await expect(eleven).toBeHidden();
  await tabs.getByRole('tab', { name: new RegExp(`^${shortDayTitle(day)}`) }).click();
  await eleven.getByRole('button', { name: /Amélia Semana/ }).click();
  const card = page.getByRole('dialog', { name: `Marcação ${booked.reference}` });
  await expect(card.getByText('Confirmada')).toBeVisible();
  await card.getByRole('button', { name: 'Fechar' }).click();

  // A week on and a week back.
  await page.getByRole('button', { name: 'Semana seguinte' }).click();
  const next = addDays(day, 7);
  await expect(tabs.getByRole('tab', { name: new RegExp(`^${shortDayTitle(next)}`) })).toHaveAttribute('aria-selected', 'true');
  await expect(week.getByRole('group', { name: `${dayTitle(next)} às 11:00` })).toBeVisible();
  await expect(week.getByRole('button', { name: /Amélia Semana/ })).toHaveCount(0);
  expect(await noHorizontalScroll(page)).toBe(true);
  await page.getByRole('button', { name: 'Semana anterior' }).click();
  await expect(eleven.getByRole('button', { name: /Amélia Semana/ })).toBeVisible();

  // "Hoje" comes back to this week, on today's tab.
  await page.getByRole('button', { name: 'Hoje' }).click();
  const today = maputoToday();
  await expect(tabs.getByRole('tab', { name: new RegExp(`^${shortDayTitle(today)}`) })).toHaveAttribute('aria-selected', 'true');
  await expect(week.getByRole('heading', { name: new RegExp(`^Semana de ${Number(weekStart(today).slice(8))}/${weekStart(today).slice(5, 7)} a `) })).toBeVisible();
  expect(await noHorizontalScroll(page)).toBe(true);

  // On a wide screen the seven days stand side by side; a day's heading opens that day.
  await page.setViewportSize({ width: 1400, height: 900 });
  await page.getByRole('button', { name: 'Semana seguinte' }).click();
  await expect(tabs).toBeHidden();
  for (const d of [0, 6]) await expect(week.getByRole('group', { name: `${dayTitle(addDays(weekStart(addDays(today, 7)), d))} às 09:00` })).toBeVisible();

  // The keys do the same: k a week back, d the day on screen.
  await page.locator('main h1').click();
  await page.keyboard.press('k');
  await expect(week.getByRole('heading', { name: new RegExp(`^Semana de ${Number(weekStart(today).slice(8))}/${weekStart(today).slice(5, 7)} a `) })).toBeVisible();
  await page.keyboard.press('d');
  await expect(page.getByRole('region', { name: 'Agenda do dia' })).toBeVisible();
});

test('on a phone, the orders list is cards no wider than the screen', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await staffSignIn(page);
  await page.goto(backOfficePaths.orders());
  await expect(page.getByRole('heading', { name: 'Encomendas' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Encomendas' })).toBeVisible();
  await expect(page.getByRole('table')).toBeHidden();
  expect(await noHorizontalScroll(page)).toBe(true);
});
