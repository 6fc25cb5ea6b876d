import { STORE_PROFILE } from '@shop/contract/store';

/** The transactional events a client hears about on their chosen channel (decision 163). */
export type MessageEvent = 'order_placed' | 'payment_confirmed' | 'order_shipped' | 'booking_confirmed' | 'booking_reminder' | 'staff_alert';

/**
 * The WhatsApp templates, as registered (category UTILITY, language WHATSAPP_TEMPLATE_LANGUAGE) in
 * WhatsApp Manager: the name and the body with its numbered parameters. The SMS is the same body
 * filled in, so both channels say the same thing.
 */
export const WHATSAPP_TEMPLATES: Record<MessageEvent, { name: string; body: string }> = {
  order_placed: {
    name: 'encomenda_recebida',
    body: 'Olá {{1}}, recebemos a sua encomenda {{2}} no valor de {{3}}. Acompanhe-a em {{4}}',
  },
  payment_confirmed: {
    name: 'pagamento_confirmado',
    body: 'Olá {{1}}, confirmámos o pagamento de {{2}} para {{3}}. Obrigado!',
  },
  order_shipped: {
    name: 'encomenda_enviada',
    body: 'Olá {{1}}, a sua encomenda {{2}} saiu para entrega ({{3}}). Acompanhe-a em {{4}}',
  },
  booking_confirmed: {
    name: 'marcacao_confirmada',
    body: 'Olá {{1}}, a sua marcação {{2}} ({{3}}) está confirmada: {{4}}.',
  },
  booking_reminder: {
    name: 'lembrete_marcacao',
    body: 'Olá {{1}}, lembramos a sua marcação {{2}} ({{3}}): {{4}}. Se não puder vir, avise-nos pelo WhatsApp {{5}}.',
  },
  /** To the staff's phones (decision 166): what arrived, and the back-office screen that handles it. */
  staff_alert: {
    name: 'alerta_equipa',
    body: 'Novo na loja: {{1}}. Abra {{2}}',
  },
};

/**
 * The phone sign-in code by WhatsApp: an AUTHENTICATION template (WhatsApp writes its body, "{{1}} é o seu código de
 * verificação.", and a copy-code button); the code is its one body parameter and the button's parameter.
 */
export const SIGN_IN_CODE_TEMPLATE = { name: 'codigo_acesso', body: '{{1}} é o seu código de verificação.' };

/** How many parameters a template body takes ({{1}} … {{n}}). */
export const templateParamCount = (body: string) => new Set(body.match(/\{\{\d+\}\}/g) ?? []).size;

/** The template name → parameter count, as WhatsApp checks it (and the local fake with it). */
export const templateParamCounts = (): Record<string, number> =>
  Object.fromEntries([...Object.values(WHATSAPP_TEMPLATES), SIGN_IN_CODE_TEMPLATE].map((t) => [t.name, templateParamCount(t.body)]));

/** The body with its parameters filled in: the SMS text, prefixed with the store's name. */
export function smsTextOf(event: MessageEvent, params: readonly string[]): string {
  const body = WHATSAPP_TEMPLATES[event].body.replace(/\{\{(\d+)\}\}/g, (_, n: string) => params[Number(n) - 1] ?? '');
  return `${STORE_PROFILE.name}: ${body}`;
}
