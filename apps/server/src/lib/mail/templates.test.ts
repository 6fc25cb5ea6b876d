import { STORE_PROFILE } from '@shop/contract/store';
import { describe, expect, it } from 'vitest';
import { button, codeBlock, notice, paragraph, paragraphs, renderMail, table } from './templates.ts';

const render = () =>
  renderMail({
    publicUrl: 'https://loja.exemplo.co.mz/',
    subject: 'Teste <1>',
    preheader: 'Resumo',
    heading: 'Olá & bem-vinda',
    blocks: [
      paragraph('<script>alert(1)</script>'),
      codeBlock('012345', 'Válido 10 minutos.'),
      table([['Subtotal', 'MT 1 500,00'], ['Total', 'MT 1 700,00']]),
      button('Abrir', 'javascript:alert(1)'),
      button('Ver encomenda', 'https://loja.exemplo.co.mz/orders/1'),
      notice('Atenção'),
    ],
  });

describe('renderMail', () => {
  it('escapes every text in the HTML and neutralises non-web links', () => {
    const { html } = render();
    expect(html).not.toContain('<script>');
    expect(html).toContain('&lt;script&gt;');
    expect(html).toContain('Olá &amp; bem-vinda');
    expect(html).not.toContain('javascript:');
    expect(html).toContain('href="https://loja.exemplo.co.mz/orders/1"');
  });

  it('writes a plain-text twin with the code, the table and the links', () => {
    const { text, subject } = render();
    expect(subject).toBe('Teste <1>');
    expect(text).toContain('    012345');
    expect(text).toMatch(/Subtotal\s+MT 1 500,00/);
    expect(text).toContain('Ver encomenda: https://loja.exemplo.co.mz/orders/1');
    expect(text).not.toMatch(/<(p|table|a|h1|br|div)\b/);
  });

  it('signs with the store name and contacts from STORE_PROFILE', () => {
    const { html, text } = render();
    for (const part of [STORE_PROFILE.name, STORE_PROFILE.phones[0]!, STORE_PROFILE.emails.commercial, STORE_PROFILE.address.street]) {
      expect(text).toContain(part);
      expect(html).toContain(part.replace(/&/g, '&amp;'));
    }
  });
});

describe('paragraphs', () => {
  it('makes one paragraph of each run of lines, keeping its line breaks, and renders without a site link when none is given', () => {
    expect(paragraphs('Olá Ana,\n\nServiço: Consulta\nQuando: amanhã\n \n\n')).toEqual([paragraph('Olá Ana,'), paragraph('Serviço: Consulta\nQuando: amanhã')]);
    const { html, text } = renderMail({ subject: 'S', heading: 'H', blocks: paragraphs('Linha 1\nLinha 2') });
    expect(html).toContain('white-space:pre-line">Linha 1\nLinha 2</p>');
    expect(html).not.toContain('<a href="#"');
    expect(text).toContain('Linha 1\nLinha 2');
  });
});
