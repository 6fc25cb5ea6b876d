import { and, eq, sql } from 'drizzle-orm';
import { STORE_PROFILE } from '@shop/contract/store';
import { queryRows, type Db } from '../../db/client.ts';
import { newsletterSubscribers } from '../../db/schema.ts';
import { enqueueMail, type OutgoingMail } from '../../lib/mail/outbox.ts';
import { button, paragraph, paragraphs, renderMail } from '../../lib/mail/templates.ts';
import { newToken } from '../../lib/tokens.ts';

export const unsubscribeUrl = (publicUrl: string, token: string) => `${publicUrl}/newsletter/unsubscribe?token=${encodeURIComponent(token)}`;

/** Every newsletter e-mail goes through here, so none leaves without its own working unsubscribe link. */
export function composeNewsletterMail(publicUrl: string, subscriber: { email: string; unsubscribeToken: string }, mail: { subject: string; text: string }): OutgoingMail {
  const link = unsubscribeUrl(publicUrl, subscriber.unsubscribeToken);
  return {
    to: subscriber.email,
    ...renderMail({
      publicUrl,
      subject: mail.subject,
      heading: mail.subject,
      blocks: [...paragraphs(mail.text), paragraph(`Recebe este e-mail porque subscreveu a newsletter de ${STORE_PROFILE.name}.`), button('Cancelar a subscrição', link)],
    }),
  };
}

/**
 * Subscribes an address. Subscribing again is no error and sends nothing new; an address that had
 * unsubscribed comes back with fresh consent. The answer never says which case it was.
 */
export async function subscribe(db: Db, email: string, customerId: number | null, publicUrl: string): Promise<void> {
  await db.transaction(async (tx) => {
    const rows = await queryRows<{ email: string; unsubscribe_token: string }>(tx, sql`
      insert into newsletter_subscribers (email, unsubscribe_token, customer_id, source)
      values (${email}, ${newToken()}, ${customerId}, 'footer')
      on conflict (email) do update
        set status = 'subscribed', consented_at = now(), unsubscribed_at = null, updated_at = now(),
            customer_id = coalesce(excluded.customer_id, newsletter_subscribers.customer_id)
        where newsletter_subscribers.status = 'unsubscribed'
      returning email, unsubscribe_token`);
    const row = rows[0];
    if (!row) return;
    await enqueueMail(
      tx,
      composeNewsletterMail(publicUrl, { email: row.email, unsubscribeToken: row.unsubscribe_token }, {
        subject: `Bem-vindo(a) à newsletter de ${STORE_PROFILE.name}`,
        text: [
          'Olá!',
          '',
          'A sua inscrição na nossa newsletter está feita. Vai receber dicas de cuidados capilares, novidades da clínica e promoções da loja, no máximo algumas vezes por mês.',
        ].join('\n'),
      }),
    );
  });
}

export type UnsubscribeOutcome = 'unsubscribed' | 'unknown';

export async function unsubscribe(db: Db, token: string): Promise<UnsubscribeOutcome> {
  if (!token || token.length > 200) return 'unknown';
  const [row] = await db.select({ id: newsletterSubscribers.id, status: newsletterSubscribers.status }).from(newsletterSubscribers).where(eq(newsletterSubscribers.unsubscribeToken, token));
  if (!row) return 'unknown';
  await db
    .update(newsletterSubscribers)
    .set({ status: 'unsubscribed', unsubscribedAt: sql`now()`, updatedAt: sql`now()` })
    .where(and(eq(newsletterSubscribers.id, row.id), eq(newsletterSubscribers.status, 'subscribed')));
  return 'unsubscribed';
}

export async function resubscribe(db: Db, token: string): Promise<boolean> {
  if (!token || token.length > 200) return false;
  const updated = await db
    .update(newsletterSubscribers)
    .set({ status: 'subscribed', unsubscribedAt: null, consentedAt: sql`now()`, updatedAt: sql`now()` })
    .where(eq(newsletterSubscribers.unsubscribeToken, token))
    .returning({ id: newsletterSubscribers.id });
  return updated.length > 0;
}
