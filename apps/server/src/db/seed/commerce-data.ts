export const SHIPPING_METHODS = [
  { name: 'Entrega em Maputo', description: 'Maputo Cidade, 1–2 dias úteis', costCents: 0, stateCode: 1, estimatedDays: '1–2 dias úteis', sortOrder: 1 },
  { name: 'Entrega na Matola', description: 'Maputo Província, 1–2 dias úteis', costCents: 15000, stateCode: 2, estimatedDays: '1–2 dias úteis', sortOrder: 2 },
  { name: 'Envio para outras províncias', description: 'Transportadora, 3–5 dias úteis', costCents: 45000, stateCode: null, estimatedDays: '3–5 dias úteis', sortOrder: 3 },
  { name: 'Levantamento na clínica', description: 'Av. Julius Nyerere, 1234 — grátis', costCents: 0, stateCode: null, estimatedDays: 'No próprio dia', sortOrder: 0, pickup: true },
];

export const COUPONS = [
  { code: 'BEMVINDA10', name: 'Campanha boas-vindas (site)', label: 'Boas-vindas 10%', discountType: 'percentage' as const, amount: 10, minSpendCents: 100000, maxUses: 500, perCustomerLimit: 1 },
  { code: 'CABELO500', name: 'Fidelização 500 MT', label: 'Desconto de 500 MT', discountType: 'fixed' as const, amount: 50000, minSpendCents: 300000, maxUses: 100, perCustomerLimit: 1 },
];
