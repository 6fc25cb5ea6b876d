import { describe, expect, it } from 'vitest';
import { readShopConfig } from './config.ts';

const page = (html: string) => new DOMParser().parseFromString(`<!doctype html><html><head>${html}</head><body></body></html>`, 'text/html');

describe('the shop configuration the server writes into the page', () => {
  it('is read from the inert JSON tag, so a new ANON_KEY or STORE_SLUG needs no rebuild', () => {
    const doc = page('<script type="application/json" id="shop-config">{"storeSlug":"cabelo","anonKey":"chave-de-producao-0123456789abcdef","mpesa":true}</script>');
    expect(readShopConfig(doc)).toEqual({ storeSlug: 'cabelo', anonKey: 'chave-de-producao-0123456789abcdef', mpesa: true });
  });

  it('falls back to the build’s values (the development server writes none) and ignores what is not a non-empty string', () => {
    expect(readShopConfig(page(''))).toEqual({});
    expect(readShopConfig(page('<script type="application/json" id="shop-config">{"storeSlug":"","anonKey":42,"mpesa":"sim"}</script>'))).toEqual({});
    expect(readShopConfig(page('<script type="application/json" id="shop-config">não é json</script>'))).toEqual({});
    expect(readShopConfig(undefined)).toEqual({});
  });
});
