import { paths } from '../../lib/paths.ts';

/** The header's main navigation (spec 1 §2), shared by the desktop bar and the mobile menu. */
export const MAIN_NAV = [
  { to: paths.home(), label: 'Início' },
  { to: paths.services(), label: 'Clínica' },
  { to: paths.newProducts(), label: 'Produtos' },
  { to: paths.about(), label: 'Sobre' },
  { to: paths.blog(), label: 'Blog' },
  { to: paths.contact(), label: 'Contacto' },
] as const;
