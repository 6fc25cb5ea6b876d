/** What the contact module offers the other modules (decision 104): the e-mail that answers a message. */
export { contactReplyMail } from './reply-mail.ts';
