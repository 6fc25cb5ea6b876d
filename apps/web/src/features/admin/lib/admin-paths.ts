import { paths } from '../../../app/paths.ts';

/** Every URL of the back office (kept in its own bundle, built on paths.admin()). */
const base = paths.admin();
export const adminPaths = {
  dashboard: () => base,
  payments: () => `${base}/pagamentos`,
  orders: () => `${base}/encomendas`,
  order: (id: number | string) => `${base}/encomendas/${id}`,
  appointments: () => `${base}/marcacoes`,
  products: () => `${base}/catalogo`,
  newProduct: () => `${base}/catalogo/novo`,
  product: (id: number | string) => `${base}/catalogo/${id}`,
  categories: () => `${base}/catalogo/categorias`,
  coupons: () => `${base}/cupoes`,
  content: () => `${base}/conteudo`,
  messages: () => `${base}/mensagens`,
  subscribers: () => `${base}/subscritores`,
  team: () => `${base}/equipa`,
  account: () => `${base}/conta`,
} as const;
