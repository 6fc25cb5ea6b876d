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
  clients: () => `${base}/clientes`,
  /** a client by key: the account's id, or "tel-" and the phone's digits (decision 142) */
  client: (key: string) => `${base}/clientes/${key}`,
  /** the client behind an order (its account) or a booking (its account, else its phone) */
  clientOf: (ref: { customer_id: number | null; phone?: string | null }) =>
    `${base}/clientes/${ref.customer_id !== null ? ref.customer_id : `tel-${(ref.phone ?? '').replace(/\D/g, '')}`}`,
  products: () => `${base}/catalogo`,
  newProduct: () => `${base}/catalogo/novo`,
  product: (id: number | string) => `${base}/catalogo/${id}`,
  categories: () => `${base}/catalogo/categorias`,
  /** stock and prices exported and imported as a CSV sheet */
  stockSheet: () => `${base}/catalogo/stock-e-precos`,
  coupons: () => `${base}/cupoes`,
  content: () => `${base}/conteudo`,
  messages: () => `${base}/mensagens`,
  /** one contact message opened in the inbox */
  message: (id: number | string) => `${base}/mensagens?mensagem=${id}`,
  subscribers: () => `${base}/subscritores`,
  reports: () => `${base}/relatorios`,
  team: () => `${base}/equipa`,
  account: () => `${base}/conta`,
} as const;
