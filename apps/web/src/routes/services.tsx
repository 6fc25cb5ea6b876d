import { Link } from 'react-router';
import { paths } from '../lib/paths.ts';
import { ServicesCatalogue } from '../features/content/components/services-catalogue.tsx';

export default function ServicesPage() {
  return (
    <div className="mx-auto max-w-5xl px-4 py-10">
      <header className="mb-8 max-w-3xl">
        <p className="text-sm font-medium uppercase tracking-wide text-gold-700">Clínica</p>
        <h1 className="mt-1 text-3xl font-semibold text-plum-700 md:text-4xl">Serviços e preços</h1>
        <p className="mt-3 text-lg text-ink/75">
          Da consulta de diagnóstico ao{' '}
          <Link to={paths.microneedling()} className="text-plum-700 underline">
            microagulhamento
          </Link>
          : todos os serviços da clínica, com os preços em vigor.
        </p>
      </header>
      <ServicesCatalogue />
    </div>
  );
}
