import { CONTACT_SUBJECTS, type ContactSubject } from '@shop/contract/contact';
import { STORE_PROFILE } from '@shop/contract/store';
import type { Db } from '../../db/client.ts';
import { contactMessages } from '../../db/schema.ts';
import { enqueueMail } from '../../lib/mail/outbox.ts';

export interface ContactInput {
  full_name: string;
  email: string;
  phone?: string;
  subject: ContactSubject;
  message: string;
}

/** Product and partnership questions go to the commercial team; everything else to the clinic. */
export const recipientFor = (subject: ContactSubject) =>
  subject === 'products' || subject === 'partnerships' ? STORE_PROFILE.emails.commercial : STORE_PROFILE.emails.clinic;

/** Stores the message and, in the same transaction, queues the e-mail that tells the team. */
export async function receiveContactMessage(db: Db, input: ContactInput, customerId: number | null) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(contactMessages)
      .values({
        fullName: input.full_name,
        email: input.email,
        phone: input.phone ?? null,
        subject: input.subject,
        message: input.message,
        customerId,
        privacyAcceptedAt: new Date(),
      })
      .returning();
    const subjectLabel = CONTACT_SUBJECTS[input.subject];
    await enqueueMail(tx, {
      to: recipientFor(input.subject),
      subject: `Nova mensagem de contacto (${subjectLabel}): ${input.full_name}`,
      text: [
        `Mensagem n.º ${row!.id} recebida pelo formulário de contacto.`,
        '',
        `Nome: ${input.full_name}`,
        `E-mail: ${input.email}`,
        `Telefone: ${input.phone ?? 'não indicado'}`,
        `Assunto: ${subjectLabel}`,
        customerId ? `Cliente registado n.º ${customerId}` : 'Visitante sem conta',
        '',
        input.message,
        '',
        `Responda diretamente para ${input.email}.`,
      ].join('\n'),
    });
    return { id: row!.id, received_at: row!.createdAt.toISOString() };
  });
}
