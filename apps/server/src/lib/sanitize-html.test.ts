import { describe, expect, it } from 'vitest';
import { plainText, sanitizeProductHtml } from './sanitize-html.ts';

describe('sanitizeProductHtml', () => {
  it('keeps structure, lists, emphasis and tables', () => {
    const html = '<h3>Modo de uso</h3><p>Aplique <strong>no cabelo</strong> <em>molhado</em>.</p><ul><li>Sem sulfatos</li></ul><table><tbody><tr><td>250 ml</td></tr></tbody></table>';
    expect(sanitizeProductHtml(html)).toBe(html);
    const table = '<p>Sem <strong>sulfatos</strong> e <em>vegano</em>.</p><ul><li>250 ml</li></ul><table><tr><th scope="row">pH</th><td>5,5</td></tr></table>';
    expect(sanitizeProductHtml(table)).toBe(table);
  });

  it('removes scripts, styles, event handlers and their content', () => {
    const out = sanitizeProductHtml('<p onclick="steal()" style="color:red" class="x">Olá<script>alert(1)</script><style>p{}</style></p><iframe src="https://mal.example"></iframe>');
    expect(out).toBe('<p>Olá</p>');
  });

  it.each([
    ['<script>alert(1)</script><p>ok</p>', '<p>ok</p>'],
    ['<p onclick="alert(1)" style="color:red" class="x">ok</p>', '<p>ok</p>'],
    ['<img src=x onerror=alert(1)><p>ok</p>', '<p>ok</p>'],
    ['<svg onload=alert(1)><circle/></svg><p>ok</p>', '<p>ok</p>'],
    ['<iframe src="https://evil.example"></iframe><p>ok</p>', '<p>ok</p>'],
    ['<style>body{display:none}</style><p>ok</p>', '<p>ok</p>'],
    ['<form action="https://evil.example"><input name=x></form><p>ok</p>', '<p>ok</p>'],
    ['<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>', ''],
    ['<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>', ''],
  ])('removes hostile markup: %s', (input, expected) => {
    const out = sanitizeProductHtml(input);
    expect(out).toBe(expected);
    expect(out).not.toMatch(/onerror|onload|onclick|<script|<img|<svg|javascript:/i);
  });

  it('keeps safe links, forced to open safely, and turns any other link into its text', () => {
    expect(sanitizeProductHtml('<a href="https://exemplo.co.mz/guia" target="_self" rel="opener">guia</a>')).toBe(
      '<a href="https://exemplo.co.mz/guia" target="_blank" rel="nofollow noopener noreferrer">guia</a>',
    );
    expect(sanitizeProductHtml('<a href="mailto:a@b.co">mail</a>')).toBe('<a href="mailto:a@b.co" rel="nofollow noopener noreferrer" target="_blank">mail</a>');
    for (const href of ['javascript:alert(1)', 'JaVaScRiPt:alert(1)', 'java&#x09;script:alert(1)', 'data:text/html;base64,PHNjcmlwdD4=', 'data:text/html,<script>', 'vbscript:x', '//evil.example/x', '']) {
      expect(sanitizeProductHtml(`<a href="${href}">x</a>`)).toBe('x');
    }
  });

  it('refuses images, svg and forms', () => {
    expect(sanitizeProductHtml('<img src=x onerror=alert(1)><svg><script>1</script></svg><form><input></form>texto')).toBe('texto');
  });

  it('demotes h1 and h2 below the page’s own headings and escapes stray text', () => {
    expect(sanitizeProductHtml('<h1>Título</h1><h2>Sub</h2>')).toBe('<h3>Título</h3><h3>Sub</h3>');
    expect(sanitizeProductHtml('3 < 5 & "ok"')).toBe('3 &lt; 5 &amp; "ok"');
    expect(sanitizeProductHtml('1 < 2 & 3 > 2')).toBe('1 &lt; 2 &amp; 3 &gt; 2');
  });

  it('is idempotent', () => {
    const once = sanitizeProductHtml('<div>Um <b>dois</b><h1>Três</h1><a href="mailto:a@b.co">mail</a><a href="javascript:x">não</a></div>');
    expect(sanitizeProductHtml(once)).toBe(once);
  });

  it('answers an empty string for nothing', () => {
    expect(sanitizeProductHtml(null)).toBe('');
    expect(sanitizeProductHtml('')).toBe('');
  });
});

describe('plainText', () => {
  it('answers the same excerpt for the same HTML and length, a different one for another length', () => {
    const html = `<p>${'fio forte '.repeat(30)}</p>`;
    expect(plainText(html, 40)).toBe(plainText(html, 40));
    expect(plainText(html, 40).length).toBeLessThanOrEqual(40);
    expect(plainText(html, 120).length).toBeGreaterThan(60);
  });

  it('strips tags and scripts, decodes entities and collapses spaces', () => {
    expect(plainText('<p>Óleo &amp; sérum</p>\n<script>alert(1)</script><ul><li>fios</li></ul>')).toBe('Óleo & sérum fios');
  });

  it('cuts at a word boundary with an ellipsis', () => {
    const text = plainText(`<p>${'palavra '.repeat(40)}</p>`, 50);
    expect(text.length).toBeLessThanOrEqual(50);
    expect(text.endsWith('palavra…')).toBe(true);
  });
});
