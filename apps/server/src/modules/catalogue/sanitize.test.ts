import { describe, expect, it } from 'vitest';
import { plainText, sanitizeProductHtml } from './sanitize.ts';

describe('sanitizeProductHtml', () => {
  it('keeps the allowed structure', () => {
    const html = '<p>Sem <strong>sulfatos</strong> e <em>vegano</em>.</p><ul><li>250 ml</li></ul><table><tr><th scope="row">pH</th><td>5,5</td></tr></table>';
    expect(sanitizeProductHtml(html)).toBe('<p>Sem <strong>sulfatos</strong> e <em>vegano</em>.</p><ul><li>250 ml</li></ul><table><tr><th scope="row">pH</th><td>5,5</td></tr></table>');
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

  it('keeps safe links, forced to open safely, and drops dangerous schemes', () => {
    expect(sanitizeProductHtml('<a href="https://exemplo.co.mz/guia" target="_self" rel="opener">guia</a>')).toBe(
      '<a href="https://exemplo.co.mz/guia" target="_blank" rel="nofollow noopener noreferrer">guia</a>',
    );
    for (const href of ['javascript:alert(1)', 'JaVaScRiPt:alert(1)', 'java&#x09;script:alert(1)', 'data:text/html;base64,PHNjcmlwdD4=', 'vbscript:x', '//evil.example/x']) {
      const out = sanitizeProductHtml(`<a href="${href}">x</a>`);
      expect(out).not.toContain('href');
    }
  });

  it('demotes h1 and h2 and escapes stray text', () => {
    expect(sanitizeProductHtml('<h1>Título</h1><h2>Sub</h2>')).toBe('<h3>Título</h3><h3>Sub</h3>');
    expect(sanitizeProductHtml('3 < 5 & "ok"')).toBe('3 &lt; 5 &amp; "ok"');
  });

  it('answers an empty string for nothing', () => {
    expect(sanitizeProductHtml(null)).toBe('');
    expect(sanitizeProductHtml('')).toBe('');
  });
});

describe('plainText', () => {
  it('strips tags and scripts, decodes entities and collapses spaces', () => {
    expect(plainText('<p>Óleo &amp; sérum</p>\n<script>alert(1)</script><ul><li>fios</li></ul>')).toBe('Óleo & sérum fios');
  });

  it('cuts at a word boundary with an ellipsis', () => {
    const text = plainText(`<p>${'palavra '.repeat(40)}</p>`, 50);
    expect(text.length).toBeLessThanOrEqual(50);
    expect(text.endsWith('palavra…')).toBe(true);
  });
});
