import { z } from 'zod';
import { CONTACT_SUBJECTS, MESSAGE_NEWSLETTER_PRIVACY, MESSAGE_PRIVACY_REQUIRED, type ContactSubject } from './contact-subjects.ts';
import { identityFields } from './envelope.ts';

export { CONTACT_SUBJECTS, MESSAGE_CONTACT_SENT, MESSAGE_NEWSLETTER_OK, MESSAGE_NEWSLETTER_PRIVACY, MESSAGE_PRIVACY_REQUIRED, type ContactSubject } from './contact-subjects.ts';

const blankToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);
const required = (label: string, max: number) =>
  z.preprocess(blankToUndefined, z.string({ error: `Indique ${label}.` }).trim().min(1, `Indique ${label}.`).max(max, `No máximo ${max} caracteres.`));
const acceptTrue = (message: string) =>
  z.preprocess((v) => v === true || v === 'true' || v === '1' || v === 1 || v === 'on', z.literal(true, { error: message }));

export const contactRequest = z.object({
  full_name: required('o seu nome', 120),
  email: z.preprocess(blankToUndefined, z.string({ error: 'Indique o seu e-mail.' }).trim().toLowerCase().max(254).email('Indique um e-mail válido.')),
  phone: z.preprocess(blankToUndefined, z.string().trim().max(30, 'Telefone inválido.').regex(/^[+\d\s().-]{6,30}$/, 'Telefone inválido.').optional()),
  subject: z.preprocess(blankToUndefined, z.enum(Object.keys(CONTACT_SUBJECTS) as [ContactSubject, ...ContactSubject[]], { error: 'Assunto desconhecido.' }).default('other')),
  message: required('a sua mensagem', 5000),
  privacy_accepted: acceptTrue(MESSAGE_PRIVACY_REQUIRED),
});
export const contactResponse = z.object({ id: z.number().int(), received_at: z.string() });

export const subscribeRequest = z.object({
  ...identityFields,
  email: z.preprocess(blankToUndefined, z.string({ error: 'Indique o seu e-mail.' }).trim().toLowerCase().max(254).email('Indique um e-mail válido.')),
  privacy_accepted: acceptTrue(MESSAGE_NEWSLETTER_PRIVACY),
});
export const subscribeResponse = z.object({ email: z.string(), subscribed: z.literal(true) });
