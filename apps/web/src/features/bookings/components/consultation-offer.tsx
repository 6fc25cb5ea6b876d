import { CONSULTATION_INCLUDES, CONSULTATION_OFFER, depositCents, type AppointmentType, type BookingPrices } from '@shop/contract/bookings-offer';
import { formatMoney } from '@shop/contract/money';
import { CheckIcon } from '../../../components/ui/icons.tsx';

/** The two price cards (priced by the clinic's price list) and what every consultation includes. */
export function ConsultationOffer({ prices }: { prices: BookingPrices }) {
  return (
    <section aria-labelledby="precos" className="grid gap-6 lg:grid-cols-3">
      <h2 id="precos" className="sr-only">
        Preços
      </h2>
      {(Object.keys(CONSULTATION_OFFER) as AppointmentType[]).map((type) => {
        const offer = CONSULTATION_OFFER[type];
        const priceCents = prices[type];
        if (priceCents === undefined) return null;
        return (
          <article key={type} className="rounded-2xl border border-plum-100 bg-white p-6 shadow-sm">
            <h3 className="text-lg font-semibold text-plum-700">{offer.label}</h3>
            <p className="mt-2 text-3xl font-bold text-ink">{formatMoney(priceCents)}</p>
            <p className="mt-1 text-sm text-ink/70">
              Adiantamento de 50%: <strong>{formatMoney(depositCents(priceCents))}</strong>
            </p>
            <p className="mt-1 text-sm text-ink/70">
              {type === 'presencial' ? 'Na clínica, em Maputo' : 'Por videochamada'} · cerca de {offer.durationMinutes} min
            </p>
          </article>
        );
      })}
      <article className="rounded-2xl bg-plum-700 p-6 text-plum-50">
        <h3 className="text-lg font-semibold text-white">O que está incluído</h3>
        <ul className="mt-3 space-y-2 text-sm">
          {CONSULTATION_INCLUDES.map((item) => (
            <li key={item} className="flex gap-2">
              <CheckIcon width={18} height={18} className="mt-0.5 shrink-0" />
              {item}
            </li>
          ))}
        </ul>
      </article>
    </section>
  );
}
