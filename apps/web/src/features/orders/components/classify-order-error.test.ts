import { describe, expect, it } from 'vitest';
import { classifyOrderError } from './classify-order-error.ts';

describe('classifyOrderError', () => {
  it('reads the four classes from the text, as the spec does', () => {
    expect(classifyOrderError('Payment declined').title).toBe('Erro no Pagamento');
    expect(classifyOrderError('O pagamento na entrega não está disponível').title).toBe('Erro no Pagamento');
    expect(classifyOrderError('Stock insuficiente para «Óleo»').title).toBe('Produto Indisponível');
    expect(classifyOrderError('sem estoque').title).toBe('Produto Indisponível');
    expect(classifyOrderError('Network request failed').title).toBe('Erro de Conexão');
    expect(classifyOrderError('connection reset').title).toBe('Erro de Conexão');
    expect(classifyOrderError('Gateway timeout').title).toBe('Erro de Conexão');
    expect(classifyOrderError('Algo correu mal').title).toBe('Erro ao Processar Pedido');
    expect(classifyOrderError(undefined).title).toBe('Erro ao Processar Pedido');
  });

  it('trusts the error code first', () => {
    expect(classifyOrderError('Esgotado.', 'OUT_OF_STOCK').kind).toBe('stock');
    expect(classifyOrderError('Sem ligação à internet.', 'NETWORK').kind).toBe('connection');
  });

  it('always offers numbered suggestions', () => {
    for (const m of ['pagamento', 'stock', 'timeout', 'x']) expect(classifyOrderError(m).suggestions.length).toBeGreaterThanOrEqual(3);
  });
});
