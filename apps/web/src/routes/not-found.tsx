import { Link } from 'react-router';
import { STORE_PROFILE, whatsappLink } from '@shop/contract/store';
import { paths } from '../lib/paths.ts';
import { usePageMeta } from '../lib/use-page-meta.ts';

export default function NotFoundPage() {
  usePageMeta('Página não encontrada', 'A página que procura não existe ou foi movida.', { noindex: true });
  return (
    <section className="mx-auto max-w-xl px-4 py-24 text-center">
      <p className="text-6xl font-bold text-plum-500" aria-hidden="true">
        404
      </p>
      <h1 className="mt-4 text-2xl font-semibold text-plum-700">Página não encontrada</h1>
      <p className="mt-3 text-ink/70">A página que procura não existe ou foi movida.</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link to={paths.home()} className="rounded-full bg-plum-700 px-5 py-2 text-white hover:bg-plum-900">
          Voltar ao início
        </Link>
        <Link to={paths.products()} className="rounded-full border border-plum-700 px-5 py-2 text-plum-700 hover:bg-plum-50">
          Ver produtos
        </Link>
      </div>
      <p className="mt-8 text-sm text-ink/70">
        Precisa de ajuda? Ligue{' '}
        <a href={`tel:${STORE_PROFILE.phones[0]!.replace(/\s/g, '')}`} className="font-medium text-plum-700 underline">
          {STORE_PROFILE.phones[0]}
        </a>
        , fale connosco por{' '}
        <a
          href={whatsappLink('Olá! Não encontrei uma página no site.')}
          target="_blank"
          rel="noopener noreferrer"
          className="font-medium text-plum-700 underline"
        >
          WhatsApp
        </a>{' '}
        ou escreva para{' '}
        <a href={`mailto:${STORE_PROFILE.emails.clinic}`} className="font-medium text-plum-700 underline">
          {STORE_PROFILE.emails.clinic}
        </a>
        .
      </p>
    </section>
  );
}
