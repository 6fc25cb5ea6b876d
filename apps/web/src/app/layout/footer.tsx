import { Link } from 'react-router';
import { STORE_PROFILE, whatsappLink } from '@shop/contract/store';
import { openConsentChoice } from '../../lib/consent.ts';
import { paths } from '../../lib/paths.ts';
import { QueryBoundary } from '../query-boundary.tsx';
import { NewsletterForm } from '../../features/contact/components/newsletter-form.tsx';
import {
  ClockIcon,
  FacebookIcon,
  InstagramIcon,
  MailIcon,
  PhoneIcon,
  PinIcon,
  TiktokIcon,
  WhatsappIcon,
  YoutubeIcon,
} from '../../components/ui/icons.tsx';

const COLUMNS = [
  {
    title: 'Loja',
    links: [
      { to: paths.products(), label: 'Todos os produtos' },
      { to: paths.newProducts(), label: 'Novidades' },
      { to: paths.wishlist(), label: 'Favoritos' },
      { to: paths.cart(), label: 'Carrinho' },
      { to: paths.orders(), label: 'Os meus pedidos' },
    ],
  },
  {
    title: 'Clínica',
    links: [
      { to: paths.services(), label: 'Serviços e preços' },
      { to: paths.consultation(), label: 'Consulta capilar' },
      { to: paths.microneedling(), label: 'Microagulhamento' },
      { to: paths.blog(), label: 'Blog' },
    ],
  },
  {
    title: 'Institucional',
    links: [
      { to: paths.about(), label: 'Sobre nós' },
      { to: paths.contact(), label: 'Contacto' },
      { to: paths.privacyPolicy(), label: 'Política de Privacidade' },
      { to: paths.terms(), label: 'Termos e Condições' },
    ],
  },
];

const SOCIAL = {
  instagram: { icon: InstagramIcon, label: 'Instagram' },
  facebook: { icon: FacebookIcon, label: 'Facebook' },
  tiktok: { icon: TiktokIcon, label: 'TikTok' },
  youtube: { icon: YoutubeIcon, label: 'YouTube' },
};

const tel = (phone: string) => `tel:${phone.replace(/\s/g, '')}`;

export function Footer() {
  const { address } = STORE_PROFILE;
  return (
    <footer className="mt-16 bg-plum-900 text-plum-100">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:grid-cols-2 lg:grid-cols-[1.4fr_1fr_1fr_1fr]">
        <section aria-labelledby="rodape-contactos">
          <h2 id="rodape-contactos" className="text-lg font-semibold text-white">
            {STORE_PROFILE.name}
          </h2>
          <p className="mt-1 text-sm text-plum-200">{STORE_PROFILE.tagline}</p>
          <address className="mt-5 space-y-2.5 text-sm not-italic">
            <a href={address.mapUrl} target="_blank" rel="noopener noreferrer" className="flex gap-2 hover:text-white">
              <PinIcon width={18} height={18} className="mt-0.5 shrink-0" />
              <span>
                {address.street}, {address.bairro}
                <br />
                {address.city}, {address.country}
              </span>
            </a>
            {STORE_PROFILE.phones.map((phone) => (
              <a key={phone} href={tel(phone)} className="flex items-center gap-2 hover:text-white">
                <PhoneIcon width={18} height={18} className="shrink-0" /> {phone}
              </a>
            ))}
            <a
              href={whatsappLink('Olá! Gostaria de mais informações.')}
              target="_blank"
              rel="noopener noreferrer"
              className="flex items-center gap-2 hover:text-white"
            >
              <WhatsappIcon width={18} height={18} className="shrink-0" /> WhatsApp
            </a>
            <a href={`mailto:${STORE_PROFILE.emails.clinic}`} className="flex items-center gap-2 hover:text-white">
              <MailIcon width={18} height={18} className="shrink-0" /> {STORE_PROFILE.emails.clinic}
            </a>
            <a href={`mailto:${STORE_PROFILE.emails.commercial}`} className="flex items-center gap-2 hover:text-white">
              <MailIcon width={18} height={18} className="shrink-0" /> {STORE_PROFILE.emails.commercial}
            </a>
          </address>
          <div className="mt-5 flex gap-2 text-sm">
            <ClockIcon width={18} height={18} className="mt-0.5 shrink-0" />
            <dl className="grid grid-cols-[auto_auto] gap-x-3 gap-y-0.5">
              {STORE_PROFILE.hours.map((h) => (
                <div key={h.days} className="contents">
                  <dt>{h.days}</dt>
                  <dd>{h.hours}</dd>
                </div>
              ))}
            </dl>
          </div>
        </section>
        {COLUMNS.map((column) => (
          <nav key={column.title} aria-label={column.title}>
            <h2 className="text-sm font-semibold uppercase tracking-wider text-white">{column.title}</h2>
            <ul className="mt-4 space-y-2.5 text-sm">
              {column.links.map((l) => (
                <li key={l.to}>
                  <Link to={l.to} className="hover:text-white hover:underline">
                    {l.label}
                  </Link>
                </li>
              ))}
              {column.title === 'Institucional' && (
                <li>
                  <button type="button" onClick={openConsentChoice} className="text-left hover:text-white hover:underline">
                    Preferências de cookies
                  </button>
                </li>
              )}
            </ul>
          </nav>
        ))}
        {/* The form's query library loads lazily (decision 020); the box keeps its place meanwhile. */}
        <QueryBoundary fallback={<div className="min-h-40" aria-hidden="true" />}>
          <NewsletterForm />
        </QueryBoundary>
      </div>
      <div className="border-t border-white/10">
        <div className="mx-auto flex max-w-7xl flex-col gap-4 px-4 py-6 text-xs text-plum-200 sm:flex-row sm:items-center sm:justify-between">
          <p>
            © {new Date().getFullYear()} {STORE_PROFILE.legalName} Preços em meticais (MT).
          </p>
          <ul className="flex gap-3" aria-label="Redes sociais">
            {STORE_PROFILE.social.map((s) => {
              const { icon: Icon, label } = SOCIAL[s.network];
              return (
                <li key={s.network}>
                  <a
                    href={s.url}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={label}
                    className="inline-flex h-9 w-9 items-center justify-center rounded-full bg-white/10 text-plum-50 hover:bg-white/20"
                  >
                    <Icon />
                  </a>
                </li>
              );
            })}
          </ul>
        </div>
      </div>
    </footer>
  );
}
