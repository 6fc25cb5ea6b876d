import { describe, expect, it } from 'vitest';
import { auditDiff, auditValue } from './audit-diff.ts';

describe('auditDiff', () => {
  it('lists the changed fields with Portuguese labels, leaving the unchanged ones out', () => {
    expect(auditDiff({ name: 'Óleo', price: '1500.00', stock: 3, updated_at: '2025-01-01T00:00:00Z' }, { name: 'Óleo', price: '1750.50', stock: 0, updated_at: '2025-01-02T00:00:00Z' })).toEqual([
      { field: 'price', label: 'Preço', before: 'MT\u00a01\u00a0500,00', after: 'MT\u00a01\u00a0750,50' },
      { field: 'stock', label: 'Stock', before: '3', after: '0' },
    ]);
  });

  it('shows what a creation recorded against nothing before', () => {
    expect(auditDiff(null, { status: 3, amount_cents: 12_050, note: null })).toEqual([
      { field: 'status', label: 'Estado', before: '—', after: 'Enviado' },
      { field: 'amount_cents', label: 'Valor', before: '—', after: 'MT\u00a0120,50' },
    ]);
  });

  it("reads a pick-up order's statuses in pick-up words, never delivery ones", () => {
    expect(auditDiff({ status: 1 }, { status: 2 }, 'pickup')).toEqual([{ field: 'status', label: 'Estado', before: 'Confirmado', after: 'Pronto para levantamento' }]);
    expect(auditDiff({ status: 2 }, { status: 4 }, 'pickup')).toEqual([{ field: 'status', label: 'Estado', before: 'Pronto para levantamento', after: 'Levantado' }]);
    expect(auditDiff({ status: 2 }, { status: 4 }, 'delivery')).toEqual([{ field: 'status', label: 'Estado', before: 'Em preparação', after: 'Entregue' }]);
  });
});

describe('auditValue', () => {
  it('formats instants in Maputo time, days, booleans and statuses', () => {
    // 22:30 UTC is 00:30 the next day in Maputo.
    expect(auditValue('starts_at', '2025-03-10T22:30:00.000Z')).toBe('11/03/25, 00:30');
    expect(auditValue('paid_on', '2025-03-10')).toBe('10/03/2025');
    expect(auditValue('published', true)).toBe('Sim');
    expect(auditValue('payment_status', 'under_review')).toMatch(/verifica|análise/i);
    expect(auditValue('status', 'no_show')).toBe('Não compareceu');
    expect(auditValue('reason', '')).toBe('—');
  });

  it("reads a product's variants as labelled rows, money with the one formatter", () => {
    const before = { variants: [{ variant: '250 ml', sku: 'CH-250', price: '850.00', stock: 4 }, { variant: '500 ml', sku: 'CH-500', price: '1500.00', stock: 0 }] };
    const after = { variants: [{ variant: '250 ml', sku: 'CH-250', price: '900.00', stock: 4 }, { variant: '500 ml', sku: 'CH-500', price: '1500.00', stock: 12 }] };
    const [row] = auditDiff(before, after);
    expect(row).toMatchObject({ label: 'Variantes' });
    expect(row!.before).toBe('Variante: 250 ml, SKU: CH-250, Preço: MT\u00a0850,00, Stock: 4; Variante: 500 ml, SKU: CH-500, Preço: MT\u00a01\u00a0500,00, Stock: 0');
    expect(row!.after).toMatch(/Preço: MT\u00a0900,00, Stock: 4; .*Stock: 12$/);
  });
});
