import { describe, expect, it } from 'vitest';
import type { AdminProduct } from '@shop/contract/admin-catalogue';
import { moneyInputToWire } from './format.ts';
import { draftToRequest, emptyDraft, productToDraft } from './product-draft.ts';

describe('moneyInputToWire', () => {
  it('reads what staff type', () => {
    expect(moneyInputToWire('1 200,5')).toBe('1200.50');
    expect(moneyInputToWire('MT 990')).toBe('990.00');
    expect(moneyInputToWire('12.34')).toBe('12.34');
    expect(moneyInputToWire('12,345')).toBeNull();
    expect(moneyInputToWire('abc')).toBeNull();
    expect(moneyInputToWire('-5')).toBeNull();
  });
});

const product: AdminProduct = {
  id: 7, name: 'Máscara', slug: 'mascara', category_id: 1, sub_category_id: null, description: '<p>x</p>', detail: '', specification: '',
  price: '1400.00', sale_price: '1200.00', stock: 0, variant_label: 'Tamanho',
  variants: [{ id: 3, name: '250 ml', sku: 'M-250', price: '800.00', sale_price: null, stock: 4 }],
  images: [{ url: '/media/0b5e8c1e-1111-4222-8333-944455556666', alt: '' }], cover_image: '/media/0b5e8c1e-1111-4222-8333-944455556666',
  trending: true, featured: false, active: true, created_at: '2025-01-01T00:00:00.000Z', updated_at: '2025-02-01T10:00:00.000Z',
};

describe('product drafts', () => {
  it('round-trips a product into a save request that keeps ids, seen stock and the version', () => {
    const result = draftToRequest(productToDraft(product));
    expect('request' in result).toBe(true);
    if (!('request' in result)) return;
    expect(result.request).toMatchObject({
      id: 7, price: '1400.00', sale_price: '1200.00', variant_label: 'Tamanho', expected_updated_at: '2025-02-01T10:00:00.000Z',
      variants: [{ id: 3, sku: 'M-250', price: '800.00', sale_price: null, stock: 4, stock_seen: 4 }],
    });
  });

  it('reports field errors the browser can already see', () => {
    const draft = { ...emptyDraft(), name: 'X', price: 'doze', stock: '1,5', variants: [], images: [] };
    const result = draftToRequest(draft);
    expect('errors' in result && Object.keys(result.errors).sort()).toEqual(['category_id', 'images', 'name', 'price', 'stock']);
  });

  it('lets an inactive draft go without images', () => {
    const result = draftToRequest({ ...emptyDraft(), name: 'Rascunho', category_id: '2', price: '10', active: false });
    expect('request' in result && result.request).toMatchObject({ name: 'Rascunho', category_id: 2, price: '10.00', images: [], active: false });
  });
});
