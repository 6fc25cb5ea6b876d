/**
 * Every URL of the back office, shared by the web app's router links and the server's staff e-mails,
 * so a link in a mail always opens the screen it names.
 */
const base = '/admin';
export const backOfficePaths = {
  dashboard: () => base,
  payments: () => `${base}/pagamentos`,
  orders: () => `${base}/encomendas`,
  order: (id: number | string) => `${base}/encomendas/${id}`,
  /** the appointment book, opened on a Maputo day (YYYY-MM-DD) when given */
  appointments: (day?: string) => (day ? `${base}/marcacoes?dia=${day}` : `${base}/marcacoes`),
  products: () => `${base}/catalogo`,
  newProduct: () => `${base}/catalogo/novo`,
  product: (id: number | string) => `${base}/catalogo/${id}`,
  categories: () => `${base}/catalogo/categorias`,
  coupons: () => `${base}/cupoes`,
  content: () => `${base}/conteudo`,
  messages: () => `${base}/mensagens`,
  subscribers: () => `${base}/subscritores`,
  reports: () => `${base}/relatorios`,
  team: () => `${base}/equipa`,
  account: () => `${base}/conta`,
} as const;
