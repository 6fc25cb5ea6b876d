/** Plain values of the contact domain, importable by the web app without zod (decision 004). */
export const CONTACT_SUBJECTS = {
  products: 'Produtos',
  treatments: 'Tratamentos',
  partnerships: 'Parcerias',
  other: 'Outro',
} as const;
export type ContactSubject = keyof typeof CONTACT_SUBJECTS;

export const MESSAGE_PRIVACY_REQUIRED = 'Por favor, aceite a Política de Privacidade';
export const MESSAGE_CONTACT_SENT = 'Mensagem enviada com sucesso! Responderemos em breve.';
export const MESSAGE_NEWSLETTER_OK = 'Inscrição na newsletter realizada com sucesso!';
export const MESSAGE_NEWSLETTER_PRIVACY = 'Por favor, aceite a política de privacidade.';

