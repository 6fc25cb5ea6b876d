import { Link } from 'react-router';
import { STORE_PROFILE } from '@shop/contract/store';
import { paths } from '../../app/paths.ts';
import { NewsletterForm } from '../../features/contact/components/newsletter-form.tsx';

export function Footer() {
  return (
    <footer className="mt-16 bg-plum-900 text-plum-100">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-12 md:grid-cols-4">
        <div>
          <p className="text-lg font-semibold text-white">{STORE_PROFILE.name}</p>
          <p className="mt-2 text-sm">{STORE_PROFILE.address.street}, {STORE_PROFILE.address.bairro}, {STORE_PROFILE.address.city}</p>
        </div>
        <nav aria-label="Loja" className="flex flex-col gap-2 text-sm">
          <Link to={paths.products()}>Produtos</Link>
          <Link to={paths.wishlist()}>Favoritos</Link>
        </nav>
        <nav aria-label="Clínica" className="flex flex-col gap-2 text-sm">
          <Link to={paths.services()}>Serviços</Link>
          <Link to={paths.consultation()}>Consulta capilar</Link>
        </nav>
        <nav aria-label="Institucional" className="flex flex-col gap-2 text-sm">
          <Link to={paths.about()}>Sobre nós</Link>
          <Link to={paths.privacy()}>Privacidade</Link>
          <Link to={paths.terms()}>Termos</Link>
        </nav>
        <NewsletterForm />
      </div>
    </footer>
  );
}
