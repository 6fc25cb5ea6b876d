import { NavLink } from 'react-router';
import { adminPaths } from '../lib/admin-paths.ts';

export function CatalogueTabs() {
  const tab = ({ isActive }: { isActive: boolean }) =>
    `border-b-2 px-1 pb-2 text-sm font-medium ${isActive ? 'border-plum-700 text-plum-900' : 'border-transparent text-ink/60 hover:text-plum-700'}`;
  return (
    <nav aria-label="Catálogo" className="mb-6 flex gap-x-5 gap-y-2 overflow-x-auto border-b border-plum-100 whitespace-nowrap">
      <NavLink to={adminPaths.products()} end className={tab}>
        Produtos
      </NavLink>
      <NavLink to={adminPaths.categories()} className={tab}>
        Categorias
      </NavLink>
      <NavLink to={adminPaths.stockSheet()} className={tab}>
        Stock e preços
      </NavLink>
    </nav>
  );
}
