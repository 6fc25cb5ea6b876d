import { expect, type Page } from '@playwright/test';
import { STAFF_ALERT_EMAIL, weekdayAhead, test } from '../fixtures.ts';

const ANON_KEY = process.env.ANON_KEY || 'dev-anon-key-cabelo-maputo-0001';

// A real 2×2 PNG: receipts are decoded and re-encoded when kept.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEUlEQVQImWOo0ouu0otmgFAAHN4EDQ8X1JkAAAAASUVORK5CYII=', 'base64');

async function pickSlot(page: Page, time: string) {
  const slots = page.getByRole('group', { name: 'Horários disponíveis' });
  await expect(slots).toBeVisible();
  await slots.getByRole('button', { name: time, exact: true }).click();
  await expect(slots.getByRole('button', { name: time, exact: true })).toHaveAttribute('aria-pressed', 'true');
}

test('books an in-person consultation with a 50 % advance and a receipt, and sees the confirmation again after a reload', async ({ page }) => {
  await page.goto('/consulta-capilar');
  await expect(page.getByRole('heading', { name: 'Consulta Capilar', level: 1 })).toBeVisible();
  await expect(page.getByText('MT 3 600,00').first()).toBeVisible();
  await expect(page.getByText('MT 1 450,00').first()).toBeVisible();

  const form = page.getByRole('form', { name: 'Marque a sua consulta' });
  await form.getByRole('button', { name: 'Agendar consulta' }).click();
  await expect(form.getByRole('alert')).toHaveText('Por favor, preencha todos os campos obrigatórios');
  // Each missing field is marked beside itself and the first takes the focus.
  await expect(form.getByLabel('Nome completo')).toBeFocused();
  await expect(form.getByLabel('Idade')).toHaveAttribute('aria-invalid', 'true');

  await form.getByLabel('Nome completo').fill('Teresa Langa');
  await form.getByLabel('Idade').fill('29');
  await form.getByLabel('Profissão').fill('Enfermeira');
  await form.getByLabel('WhatsApp').fill('84 321 0000');
  await form.getByLabel('E-mail').fill('teresa.langa@exemplo.co.mz');
  await form.getByRole('button', { name: 'Agendar consulta' }).click();
  await expect(form.getByRole('alert')).toHaveText('Por favor, selecione pelo menos uma queixa');

  await form.getByLabel('Queda Capilar').check();
  await form.getByLabel('Caspa').check();
  await form.getByLabel(/Consulta presencial/).check();
  await form.getByLabel('Data', { exact: true }).selectOption(weekdayAhead(2));
  await pickSlot(page, '10:00');
  await form.getByLabel(/Adiantamento de 50% por transferência/).check();
  await expect(form.getByText('Millennium BIM')).toBeVisible();
  await form.getByRole('button', { name: 'Agendar consulta' }).click();
  await expect(form.getByRole('alert')).toHaveText('Por favor, faça o upload do comprovativo de pagamento');

  await form.getByLabel('Comprovativo de pagamento').setInputFiles({ name: 'comprovativo.png', mimeType: 'image/png', buffer: PNG });
  await expect(form.getByText('comprovativo.png')).toBeVisible();
  await form.getByRole('button', { name: 'Agendar consulta' }).click();

  await expect(page).toHaveURL(/\/consulta-sucesso\?ref=CC-[A-Z0-9]{6}&token=/);
  await expect(page.getByRole('heading', { name: 'Marcação recebida!' })).toBeVisible();
  const reference = new URL(page.url()).searchParams.get('ref')!;
  await expect(page.getByText('Teresa Langa')).toBeVisible();
  await expect(page.getByText('Queda Capilar, Caspa')).toBeVisible();
  await expect(page.getByText('Comprovativo recebido, em verificação')).toBeVisible();
  await expect(page.getByText('10:00 (hora de Maputo)')).toBeVisible();
  const whatsapp = page.getByRole('link', { name: 'Confirmar por WhatsApp' });
  await expect(whatsapp).toHaveAttribute('href', new RegExp(`^https://wa\\.me/\\d+\\?text=.*${reference}`));

  await page.reload();
  await expect(page.getByRole('heading', { name: 'Marcação recebida!' })).toBeVisible();
  await expect(page.getByText(reference).first()).toBeVisible();

  // The slot is now taken for everyone else.
  await page.goto('/consulta-capilar');
  await page.getByRole('form', { name: 'Marque a sua consulta' }).getByLabel('Data', { exact: true }).selectOption(weekdayAhead(2));
  await expect(page.getByRole('button', { name: '10:00 (indisponível)' })).toBeDisabled();
});

test('walks the micro-needling wizard to a saved booking', async ({ page, request }) => {
  await page.goto('/services');
  const pdfLink = page.getByRole('link', { name: 'Descarregar catálogo (PDF)' });
  const pdf = await request.get((await pdfLink.getAttribute('href'))!);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
  await page.getByRole('link', { name: 'microagulhamento', exact: true }).click();
  await expect(page).toHaveURL(/\/microagulhamento$/);
  const wizard = page.getByRole('region', { name: 'Marcar microagulhamento' });
  const next = wizard.getByRole('button', { name: 'Seguinte' });

  await expect(next).toBeDisabled();
  await wizard.getByLabel('Barba').check();
  await wizard.getByText('3 sessões').click();
  await expect(wizard.getByText('-7%')).toBeVisible();
  await next.click();

  await expect(next).toBeDisabled();
  await wizard.getByLabel('Data', { exact: true }).selectOption(weekdayAhead(3));
  await pickSlot(page, '14:00');
  await expect(wizard.getByRole('button', { name: '13:00' })).toHaveCount(0);
  await next.click();

  await expect(next).toBeDisabled();
  await wizard.getByLabel('Nome completo').fill('Carlos Nhantumbo');
  await wizard.getByLabel('E-mail').fill('carlos.n@exemplo.co.mz');
  await wizard.getByLabel('Telefone').fill('82 765 4321');
  await wizard.getByLabel('Notas (opcional)').fill('Prefiro de manhã, se houver vaga.');
  await next.click();

  await expect(wizard.getByLabel('Sinal de 50% (MT 12 500,00)')).toBeChecked();
  await wizard.getByRole('button', { name: 'Voltar' }).click();
  await expect(wizard.getByLabel('Nome completo')).toHaveValue('Carlos Nhantumbo');
  await next.click();
  await wizard.getByRole('button', { name: 'Confirmar agendamento' }).click();

  await expect(page.getByText('Agendamento enviado com sucesso! Entraremos em contacto em breve.')).toBeVisible();
  await expect(page).toHaveURL(/\/consulta-sucesso\?ref=MA-/);
  await expect(page.getByText('Microagulhamento: barba')).toBeVisible();
  await expect(page.getByText('3 sessões')).toBeVisible();
  await expect(page.getByText('MT 25 000,00')).toBeVisible();
  await expect(page.getByText('A aguardar pagamento')).toBeVisible();
});

test('searches the blog and opens a post', async ({ page, request }) => {
  const recent = await request.get('/functions/v1/blog-api/recent?limit=1', { headers: { apikey: ANON_KEY } });
  const [post] = (await recent.json()).data as { title: string }[];
  const word = post!.title
    .split(/\s+/)
    .map((w) => w.replace(/[^\p{L}\p{N}]/gu, ''))
    .sort((a, b) => b.length - a.length)[0]!;

  await page.goto('/blog');
  await expect(page.getByRole('heading', { name: 'Blog', level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Todos \(\d+\)$/ })).toBeVisible();
  await page.getByLabel('Pesquisar artigos').fill(word.toUpperCase());
  await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe(word.toUpperCase());
  await expect(page.getByText(/artigos? encontrados?/)).toBeVisible();
  await page.getByRole('link', { name: post!.title, exact: true }).click();

  await expect(page.getByRole('heading', { name: post!.title, level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Partilhar' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Agendar consulta' })).toHaveAttribute('href', '/consulta-capilar');

  await page.goto('/blog/999999');
  await expect(page.getByRole('heading', { name: 'Artigo não encontrado' })).toBeVisible();
  await expect(page.getByText('O artigo que procura não existe ou foi removido.')).toBeVisible();

  await page.goto('/blog?q=palavraquenaoexiste');
  await expect(page.getByRole('heading', { name: 'Nenhum artigo encontrado' })).toBeVisible();
});

test('sends a contact message and the clinic receives it in the development mailbox', async ({ page, request }) => {
  const marker = `Mensagem de teste ${Date.now()}`;
  await page.goto('/contact');
  await expect(page.getByText('clinica@cabelomaputo.co.mz').first()).toBeVisible();
  await expect(page.getByText('comercial@cabelomaputo.co.mz').first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Abrir no OpenStreetMap' })).toHaveAttribute('href', /openstreetmap\.org/);

  const form = page.getByRole('form', { name: 'Envie-nos uma mensagem' });
  await form.getByLabel('Nome completo').fill('Rosa Chissano');
  await form.getByLabel('E-mail').fill('rosa.chissano@exemplo.co.mz');
  await form.getByLabel('Assunto').selectOption({ label: 'Tratamentos' });
  await form.getByLabel('Mensagem').fill(marker);
  await form.getByRole('button', { name: 'Enviar mensagem' }).click();
  await expect(form.getByRole('alert')).toHaveText('Por favor, aceite a Política de Privacidade');

  await form.getByLabel(/Li e aceito a Política de Privacidade/).check();
  await form.getByRole('button', { name: 'Enviar mensagem' }).click();
  await expect(page.getByText('Mensagem enviada com sucesso! Responderemos em breve.')).toBeVisible();
  await expect(form.getByLabel('Mensagem')).toHaveValue('');

  await expect
    .poll(async () => {
      const res = await request.get('/dev/mailbox.json');
      const { messages } = (await res.json()) as { messages: { to: string; text: string }[] };
      return messages.some((m) => m.to === STAFF_ALERT_EMAIL && m.text.includes(marker));
    }, { timeout: 20_000 })
    .toBe(true);
  await page.goto('/dev/mailbox');
  await expect(page.getByText(marker)).toBeVisible();
});

test('subscribes to the newsletter from the footer', async ({ page }) => {
  await page.goto('/contact');
  const footer = page.getByRole('contentinfo');
  await footer.getByLabel('E-mail para a newsletter').fill('  leitora@exemplo.co.mz ');
  await footer.getByRole('button', { name: 'Subscrever' }).click();
  await expect(footer.getByRole('alert')).toHaveText('Por favor, aceite a política de privacidade.');
  await footer.getByLabel(/Li e aceito a política de privacidade/).check();
  await footer.getByRole('button', { name: 'Subscrever' }).click();
  await expect(page.getByText('Inscrição na newsletter realizada com sucesso!')).toBeVisible();
  await expect(footer.getByLabel('E-mail para a newsletter')).toHaveValue('');
  await expect(footer.getByLabel(/Li e aceito a política de privacidade/)).not.toBeChecked();
});
