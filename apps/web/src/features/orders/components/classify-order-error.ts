export type OrderErrorKind = 'payment' | 'stock' | 'connection' | 'other';

export interface OrderErrorClass {
  kind: OrderErrorKind;
  title: string;
  description: string;
  suggestions: string[];
}

export const DEFAULT_ORDER_ERROR = 'Erro desconhecido ao processar pedido';

const CLASSES: Record<OrderErrorKind, Omit<OrderErrorClass, 'kind'>> = {
  payment: {
    title: 'Erro no Pagamento',
    description: 'Não foi possível validar o pagamento da sua encomenda.',
    suggestions: ['Verifique se enviou o comprovativo de pagamento correto.', 'Confirme os dados bancários e o valor transferido.', 'Tente outro método de pagamento.'],
  },
  stock: {
    title: 'Produto Indisponível',
    description: 'Um ou mais produtos do seu carrinho já não estão disponíveis na quantidade pedida.',
    suggestions: ['Verifique a disponibilidade dos produtos no carrinho.', 'Remova ou reduza os produtos assinalados.', 'Contacte-nos se precisar de ajuda a encontrar uma alternativa.'],
  },
  connection: {
    title: 'Erro de Conexão',
    description: 'A ligação falhou antes de a encomenda ser confirmada.',
    suggestions: ['Verifique a sua ligação à internet.', 'Tente novamente: se a encomenda já tiver sido registada, não será duplicada.', 'Contacte-nos se o problema continuar.'],
  },
  other: {
    title: 'Erro ao Processar Pedido',
    description: 'Ocorreu um problema ao processar a sua encomenda.',
    suggestions: ['Reveja os dados da encomenda e tente novamente.', 'Atualize a página e volte a tentar.', 'Contacte o nosso apoio ao cliente.'],
  },
};

/**
 * Spec 2 §8: payment/pagamento → payment; stock/estoque → stock; network, connection or timeout
 * → connection; otherwise generic. The error code, when known, is read first.
 */
export function classifyOrderError(message: string | null | undefined, code?: string | null): OrderErrorClass {
  const text = (message || DEFAULT_ORDER_ERROR).toLowerCase();
  let kind: OrderErrorKind = 'other';
  if (code === 'OUT_OF_STOCK') kind = 'stock';
  else if (code === 'NETWORK') kind = 'connection';
  else if (/payment|pagamento/.test(text)) kind = 'payment';
  else if (/stock|estoque/.test(text)) kind = 'stock';
  else if (/network|connection|timeout|ligação|conexão/.test(text)) kind = 'connection';
  return { kind, ...CLASSES[kind] };
}
