import { STORE_PROFILE, whatsappLink } from '@shop/contract/store';

const tel = (phone: string) => `tel:${phone.replace(/\s/g, '')}`;

/** Phones, WhatsApp, the clinic and commercial e-mails, the address and the opening hours. */
export function ContactDetails() {
  const a = STORE_PROFILE.address;
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <section className="rounded-2xl border border-plum-100 bg-white p-5">
        <h2 className="font-semibold text-plum-700">Telefone</h2>
        <ul className="mt-2 space-y-1">
          {STORE_PROFILE.phones.map((p) => (
            <li key={p}>
              <a href={tel(p)} className="hover:underline">
                {p}
              </a>
            </li>
          ))}
        </ul>
      </section>
      <section className="rounded-2xl border border-plum-100 bg-white p-5">
        <h2 className="font-semibold text-plum-700">WhatsApp</h2>
        <a href={whatsappLink('Olá! Gostaria de mais informações.')} target="_blank" rel="noopener noreferrer" className="mt-2 inline-block hover:underline">
          +{STORE_PROFILE.whatsapp.replace(/^(\d{3})(\d{2})(\d{3})(\d{4})$/, '$1 $2 $3 $4')}
        </a>
      </section>
      <section className="rounded-2xl border border-plum-100 bg-white p-5">
        <h2 className="font-semibold text-plum-700">E-mail</h2>
        <dl className="mt-2 space-y-1 text-sm">
          <div>
            <dt className="text-ink/70">Clínica</dt>
            <dd>
              <a href={`mailto:${STORE_PROFILE.emails.clinic}`} className="hover:underline">
                {STORE_PROFILE.emails.clinic}
              </a>
            </dd>
          </div>
          <div>
            <dt className="text-ink/70">Comercial</dt>
            <dd>
              <a href={`mailto:${STORE_PROFILE.emails.commercial}`} className="hover:underline">
                {STORE_PROFILE.emails.commercial}
              </a>
            </dd>
          </div>
        </dl>
      </section>
      <section className="rounded-2xl border border-plum-100 bg-white p-5">
        <h2 className="font-semibold text-plum-700">Morada</h2>
        <address className="mt-2 not-italic">
          {a.street}
          <br />
          {a.bairro}, {a.city}
          <br />
          {a.country}
        </address>
      </section>
      <section className="rounded-2xl border border-plum-100 bg-white p-5 sm:col-span-2">
        <h2 className="font-semibold text-plum-700">Horário</h2>
        <dl className="mt-2 grid gap-1 text-sm sm:grid-cols-3">
          {STORE_PROFILE.hours.map((h) => (
            <div key={h.days}>
              <dt className="text-ink/70">{h.days}</dt>
              <dd className="font-medium">{h.hours}</dd>
            </div>
          ))}
        </dl>
      </section>
    </div>
  );
}
