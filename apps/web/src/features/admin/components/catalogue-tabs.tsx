import { NavLink } from 'react-router';
import { adminPaths } from '../lib/admin-paths.ts';

export function CatalogueTabs() {
  const tab = ({ isActive }: { isActive: boolean }) =>
    `border-b-2 px-1 pb-2 text-sm font-medium ${isActive ? 'border-plum-700 text-plum-900' : 'border-transparent text-ink/60 hover:text-plum-700'}`;
  return (
    <nav aria-label="Catálogo" className="mb-6 flex gap-6 border-b border-plum-100">
      <NavLink to={adminPaths.products()} end className={tab}>
        Produtos
      </NavLink>
      <NavLink to={adminPaths.categories()} className={tab}>
        Categorias
      </NavLink>
    </nav>
  );
}
