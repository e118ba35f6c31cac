import { describe, expect, it } from '@rstest/core';
import { PRERENDERED_DATA_ID, serializePrerendered, type PrerenderedPage } from '../../../src/app/prerendered';
import { pageDocument } from '../../../scripts/prerender';

const TEMPLATE =
  '<!doctype html><html lang="en-us"><head><title>Portal</title></head><body><div id="root"></div></body></html>';

describe('the prerendered page document (scripts/prerender.ts pageDocument)', () => {
  it("carries a message's $&, $', $` and $$ as they are, never the template pasted in their place", () => {
    const messages = { a: "Price: $& · $' · $` · $$ · $1" };
    const page: PrerenderedPage = { path: '/account/login', locale: 'pt-pt', base: '/pt-pt', messages, year: 2026 };
    const html = "<h1>Entrar $&amp; $'</h1><p>$`</p>";
    const document = pageDocument(TEMPLATE, html, page, "Needs JavaScript $' $&");
    const data = /<script type="application\/json" id="prerendered">([^<]*)<\/script>/.exec(document)?.[1];
    expect(data).toBe(serializePrerendered(page));
    expect(JSON.parse(data ?? '')).toEqual(page);
    expect(document).toContain(`<div id="root">${html}</div>`);
    expect(document).toContain('<noscript><p class="noscript">Needs JavaScript $\' $&amp;</p></noscript>');
    expect(document).toContain('<html lang="pt-pt">');
    expect(document.match(/<div id="root">/g)).toHaveLength(1);
    expect(document.match(new RegExp(`id="${PRERENDERED_DATA_ID}"`, 'g'))).toHaveLength(1);
  });

  it('holds the first frame until the data block, the last element, is parsed: the whole page in one paint', () => {
    const page: PrerenderedPage = { path: '/account/login', locale: 'en-us', base: '', messages: {}, year: 2026 };
    const document = pageDocument(TEMPLATE, '<h1>Sign in</h1>', page, 'Needs JavaScript');
    expect(document).toContain(`<link rel="expect" href="#${PRERENDERED_DATA_ID}" blocking="render"></head>`);
    expect(document.trimEnd()).toMatch(
      new RegExp(`<script type="application/json" id="${PRERENDERED_DATA_ID}">[^<]*</script></body></html>$`),
    );
  });
});
