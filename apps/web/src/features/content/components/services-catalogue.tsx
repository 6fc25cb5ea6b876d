import { Link } from 'react-router';
import { SERVICES_CATALOGUE_PDF_PATH } from '@shop/contract/content-constants';
import { paths } from '../../../lib/paths.ts';
import { useServices } from '../api/get-services.ts';
import { buttonClass } from '../../../components/ui/button.tsx';

/** The clinic's price list grouped by category, with the PDF drawn from the same rows. */
export function ServicesCatalogue() {
  const services = useServices();
  return (
    <div className="space-y-10">
      <div className="flex flex-wrap gap-3">
        <Link to={paths.consultation()} className={buttonClass()}>
          Agendar consulta capilar
        </Link>
        <a href={SERVICES_CATALOGUE_PDF_PATH} download className={buttonClass({ variant: 'secondary' })}>
          Descarregar catálogo (PDF)
        </a>
      </div>
      {services.isPending ? (
        <div aria-busy="true" className="space-y-4">
          {Array.from({ length: 3 }, (_, i) => (
            <div key={i} className="h-40 animate-pulse rounded-2xl bg-plum-50" />
          ))}
        </div>
      ) : services.isError ? (
        <div role="alert" className="rounded-2xl bg-red-50 p-6 text-red-800">
          Não foi possível carregar os serviços.{' '}
          <button type="button" className="underline" onClick={() => void services.refetch()}>
            Tentar novamente
          </button>
        </div>
      ) : (
        services.data.map((group) => (
          <section key={group.category} aria-labelledby={`cat-${group.category}`}>
            <h2 id={`cat-${group.category}`} className="text-xl font-semibold text-plum-700">
              {group.category}
            </h2>
            <ul className="mt-4 divide-y divide-plum-100 rounded-2xl border border-plum-100 bg-white">
              {group.services.map((s) => (
                <li key={s.id} className="relative flex flex-col gap-2 p-5 sm:flex-row sm:items-start sm:justify-between">
                  <div>
                    <h3 className="font-semibold">
                      <Link to={paths.service(s.id)} className="hover:text-plum-700 hover:underline">
                        {s.name}
                      </Link>
                    </h3>
                    <p className="mt-1 max-w-2xl text-sm text-ink/70">{s.description}</p>
                    {s.duration_minutes && <p className="mt-1 text-xs text-ink/70">Cerca de {s.duration_minutes} min</p>}
                  </div>
                  <div className="shrink-0 text-left sm:text-right">
                    <p className="font-semibold text-ink">{s.price_text}</p>
                    {s.booking_path && (
                      <Link to={s.booking_path} className="mt-1 inline-block text-sm font-medium text-plum-700 underline">
                        Marcar online
                      </Link>
                    )}
                  </div>
                </li>
              ))}
            </ul>
          </section>
        ))
      )}
    </div>
  );
}
