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


/** The back-office inbox's views (decision 144): reading a message never takes it out of "Todas" or "Por responder". */
export const MESSAGE_FILTER_LABELS = { all: 'Todas', unread: 'Por ler', unanswered: 'Por responder', answered: 'Respondidas' } as const;
export type MessageFilter = keyof typeof MESSAGE_FILTER_LABELS;
export const MESSAGE_REPLY_MAX = 5000;
