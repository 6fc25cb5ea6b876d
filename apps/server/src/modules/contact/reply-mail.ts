import { CONTACT_SUBJECTS, type ContactSubject } from '@shop/contract/contact-subjects';
import { formatPhone } from '@shop/contract/phone';
import { STORE_PROFILE } from '@shop/contract/store';
import { notice, paragraph, paragraphs, renderMail, type RenderedMail } from '../../lib/mail/templates.ts';
import { formatShortDate, maputoToday } from '../../lib/maputo-time.ts';


export interface ReplyMailInput {
  fullName: string;
  subject: ContactSubject;
  message: string;
  receivedAt: Date;
  /** what staff wrote, as they wrote it */
  body: string;
  staffName: string;
  publicUrl: string;
}

/** Products and partnerships are the commercial team's, treatments and the rest the clinic's (decision 044). */
const teamAddress = (subject: ContactSubject) => (subject === 'products' || subject === 'partnerships' ? STORE_PROFILE.emails.commercial : STORE_PROFILE.emails.clinic);

/**
 * The reply staff write to a contact message, in the shop's mail layout: their words, signed, then the
 * client's own message quoted so the answer reads on its own in any mailbox. The shop's mail comes from
 * an address nobody reads, so it says where to write back.
 */
export function contactReplyMail(input: ReplyMailInput): RenderedMail {
  const firstName = input.fullName.trim().split(/\s+/)[0] ?? input.fullName;
  const day = formatShortDate(maputoToday(input.receivedAt));
  return renderMail({
    publicUrl: input.publicUrl,
    subject: `Resposta à sua mensagem (${CONTACT_SUBJECTS[input.subject]}) — ${STORE_PROFILE.name}`,
    preheader: input.body.slice(0, 120),
    heading: `Olá ${firstName},`,
    blocks: [
      ...paragraphs(input.body),
      paragraph(`Com os melhores cumprimentos,\n${input.staffName}\n${STORE_PROFILE.name}`),
      paragraph(`A sua mensagem de ${day}:`),
      notice(input.message),
      paragraph(`Para continuar a conversa, escreva para ${teamAddress(input.subject)} ou fale connosco pelo WhatsApp ${formatPhone(STORE_PROFILE.whatsapp)}.`),
    ],
  });
}
