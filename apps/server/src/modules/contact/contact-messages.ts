import { backOfficePaths } from '@shop/contract/back-office-paths';
import { CONTACT_SUBJECTS, type ContactSubject } from '@shop/contract/contact';
import type { Db } from '../../db/client.ts';
import { contactMessages } from '../../db/schema.ts';
import { enqueueStaffAlert, type StaffAlertTarget } from '../admin/service.ts';
import { formatPhone } from '@shop/contract/phone';

export interface ContactInput {
  full_name: string;
  email: string;
  phone?: string;
  subject: ContactSubject;
  message: string;
}

/** Stores the message and, in the same transaction, queues the staff alert with a link to the messages screen. */
export async function receiveContactMessage(db: Db, input: ContactInput, customerId: number | null, staff: StaffAlertTarget) {
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
    await enqueueStaffAlert(tx, staff, {
      subject: `Nova mensagem de contacto (${CONTACT_SUBJECTS[input.subject]}): ${input.full_name}`,
      heading: `Mensagem n.º ${row!.id} de ${input.full_name}`,
      rows: [
        ['Assunto', CONTACT_SUBJECTS[input.subject]],
        ['E-mail', input.email],
        ['Telefone', input.phone ? formatPhone(input.phone) : 'não indicado'],
        ['Conta', customerId ? `Cliente registado n.º ${customerId}` : 'Visitante sem conta'],
      ],
      quote: input.message,
      todo: 'Responda na área de gestão: a resposta segue por e-mail e fica guardada com a mensagem.',
      link: { label: 'Abrir a mensagem', path: backOfficePaths.message(row!.id) },
      phoneText: `mensagem de contacto de ${input.full_name} (${CONTACT_SUBJECTS[input.subject]})`,
    });
    return { id: row!.id, received_at: row!.createdAt.toISOString() };
  });
}
