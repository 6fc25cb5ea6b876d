import { describe, expect, it } from 'vitest';
import { injectHead } from './html-head.ts';

const INDEX = `<!doctype html>
<html lang="pt">
  <head>
    <title>Loja</title>
    <meta name="description" content="Padrão" />
  </head>
  <body></body>
</html>`;

describe('injectHead', () => {
  it('replaces title and description and adds tags before </head>', () => {
    const html = injectHead(INDEX, {
      title: 'Óleo & Sérum | Loja',
      description: 'Diz "olá" <b>',
      tags: [{ tag: 'meta', attrs: { property: 'og:title', content: 'Óleo & "Sérum"' } }],
    });
    expect(html).toContain('<title>Óleo &amp; Sérum | Loja</title>');
    expect(html).toContain('<meta name="description" content="Diz &quot;olá&quot; &lt;b&gt;" />');
    expect(html).toContain('<meta property="og:title" content="Óleo &amp; &quot;Sérum&quot;" data-page-meta>');
    expect(html.indexOf('og:title')).toBeLessThan(html.indexOf('</head>'));
    expect(html.match(/<title>/g)).toHaveLength(1);
  });

  it('keeps JSON-LD from closing its script element', () => {
    const html = injectHead(INDEX, {
      title: 't',
      description: 'd',
      tags: [{ tag: 'script', attrs: { type: 'application/ld+json' }, text: JSON.stringify({ name: '</script><script>alert(1)</script>' }) }],
    });
    expect(html).not.toContain('</script><script>alert(1)');
    expect(html).toContain('\\u003c/script\\u003e');
    const json = /<script type="application\/ld\+json" data-page-meta>(.*)<\/script>/.exec(html)![1]!;
    expect(JSON.parse(json).name).toBe('</script><script>alert(1)</script>');
  });
});
