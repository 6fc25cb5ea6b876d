import { describe, expect, it } from 'vitest';
import { escapeHtml, escapeHtmlText } from './escape-html.ts';

describe('escapeHtml', () => {
  it('escapes the five characters that can end text or an attribute, once', () => {
    expect(escapeHtml(`<a href="x" title='y'>Óleo & sérum</a>`)).toBe('&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;Óleo &amp; sérum&lt;/a&gt;');
    expect(escapeHtml('&amp;')).toBe('&amp;amp;');
    expect(escapeHtml('MT 1 234,50')).toBe('MT 1 234,50');
  });

  it('leaves quotes alone in element content', () => {
    expect(escapeHtmlText(`Óleo "Argan" <Puro> & 'fino'`)).toBe(`Óleo "Argan" &lt;Puro&gt; &amp; 'fino'`);
  });
});
