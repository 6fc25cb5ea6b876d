import { describe, expect, it } from 'vitest';
import { sanitizeProductHtml } from './sanitize-html.ts';

describe('sanitizeProductHtml', () => {
  it('keeps structure, lists, emphasis and tables', () => {
    const html = '<h2>Modo de uso</h2><p>Aplique <strong>no cabelo</strong> <em>molhado</em>.</p><ul><li>Sem sulfatos</li></ul><table><tbody><tr><td>250 ml</td></tr></tbody></table>';
    expect(sanitizeProductHtml(html)).toBe(html);
  });

  it('removes scripts, styles, event handlers and their content', () => {
    const out = sanitizeProductHtml('<p onclick="steal()" style="color:red" class="x">Olá<script>alert(1)</script><style>p{}</style></p><iframe src="https://mal.example"></iframe>');
    expect(out).toBe('<p>Olá</p>');
  });

  it('drops javascript: and data: links but keeps safe ones, marked nofollow', () => {
    expect(sanitizeProductHtml('<a href="javascript:alert(1)">x</a>')).toBe('x');
    expect(sanitizeProductHtml('<a href="data:text/html,<script>">x</a>')).toBe('x');
    expect(sanitizeProductHtml('<a href="https://exemplo.co.mz" target="_blank">site</a>')).toBe('<a href="https://exemplo.co.mz" rel="noopener noreferrer nofollow">site</a>');
  });

  it('refuses images, svg and forms, and escapes stray markup', () => {
    expect(sanitizeProductHtml('<img src=x onerror=alert(1)><svg><script>1</script></svg><form><input></form>texto')).toBe('texto');
    expect(sanitizeProductHtml('1 < 2 & 3 > 2')).toBe('1 &lt; 2 &amp; 3 &gt; 2');
  });

  it('is idempotent', () => {
    const once = sanitizeProductHtml('<div>Um <b>dois</b><h1>Três</h1><a href="mailto:a@b.co">mail</a></div>');
    expect(sanitizeProductHtml(once)).toBe(once);
  });
});
