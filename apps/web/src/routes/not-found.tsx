import { Link } from 'react-router';
import { STORE_PROFILE } from '@shop/contract/store';
import { paths } from '../app/paths.ts';

export default function NotFoundPage() {
  return (
    <section className="mx-auto max-w-xl px-4 py-24 text-center">
      <p className="text-6xl font-bold text-plum-200">404</p>
      <h1 className="mt-4 text-2xl font-semibold text-plum-700">Página não encontrada</h1>
      <p className="mt-3 text-ink/70">A página que procura não existe ou foi movida.</p>
      <div className="mt-8 flex justify-center gap-3">
        <Link to={paths.home()} className="rounded-full bg-plum-700 px-5 py-2 text-white">Voltar ao início</Link>
        <Link to={paths.products()} className="rounded-full border border-plum-700 px-5 py-2 text-plum-700">Ver produtos</Link>
      </div>
      <p className="mt-8 text-sm text-ink/70">
        Precisa de ajuda? Ligue {STORE_PROFILE.phones[0]} ou escreva para {STORE_PROFILE.emails.clinic}.
      </p>
    </section>
  );
}
