import { Link, NavLink } from 'react-router';
import { paths } from '../../app/paths.ts';
import { STORE_PROFILE } from '@shop/contract/store';
import { useWishlistCount } from '../../features/wishlist/stores/wishlist-store.ts';
import { SearchButton } from './search-button.tsx';

const NAV = [
  { to: paths.home(), label: 'Início' },
  { to: paths.services(), label: 'Clínica' },
  { to: paths.newProducts(), label: 'Produtos' },
  { to: paths.about(), label: 'Sobre' },
  { to: paths.blog(), label: 'Blog' },
  { to: paths.contact(), label: 'Contacto' },
];

export function Header() {
  const wishlistCount = useWishlistCount();
  return (
    <header className="sticky top-0 z-30 border-b border-plum-100 bg-cream/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4">
        <Link to={paths.home()} className="text-lg font-semibold text-plum-700">
          {STORE_PROFILE.name}
        </Link>
        <nav aria-label="Principal" className="hidden gap-6 md:flex">
          {NAV.map((item) => (
            <NavLink key={item.to} to={item.to} end={item.to === '/'} className={({ isActive }) => (isActive ? 'font-semibold text-plum-700' : 'text-ink/80 hover:text-plum-700')}>
              {item.label}
            </NavLink>
          ))}
        </nav>
        <div className="flex items-center gap-3">
          <SearchButton />
          <Link to={paths.wishlist()} className="text-sm" aria-label={`Lista de desejos: ${wishlistCount} ${wishlistCount === 1 ? 'produto' : 'produtos'}`}>
            Favoritos{wishlistCount > 0 && <span aria-hidden="true" className="ml-1 rounded-full bg-plum-700 px-1.5 py-0.5 text-xs font-semibold text-white">{wishlistCount}</span>}
          </Link>
          <Link to={paths.cart()} className="text-sm">Carrinho</Link>
          <Link to={paths.login()} className="text-sm">Entrar</Link>
        </div>
      </div>
    </header>
  );
}
