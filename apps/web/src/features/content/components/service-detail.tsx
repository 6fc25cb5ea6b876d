import { Link } from 'react-router';
import { STORE_PROFILE, whatsappLink } from '@shop/contract/store';
import { paths } from '../../../lib/paths.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { useService } from '../api/get-services.ts';
import { buttonClass } from '../../../components/ui/button.tsx';

export function ServiceDetail({ id }: { id: string }) {
  const service = useService(id);
  if (service.isPending) return <div aria-busy="true" className="mx-auto my-10 h-64 max-w-3xl animate-pulse rounded-2xl bg-plum-50" />;
  if (service.isError) {
    const missing = service.error instanceof ApiError && service.error.httpStatus === 404;
    return (
      <section className="mx-auto max-w-xl px-4 py-20 text-center">
        <h1 className="text-2xl font-semibold text-plum-700">{missing ? 'Serviço não encontrado' : 'Não foi possível carregar o serviço'}</h1>
        <p className="mt-3 text-ink/70">{missing ? 'Este serviço não existe ou já não está disponível.' : service.error.message}</p>
        <Link to={paths.services()} className={buttonClass({ className: 'mt-8' })}>
          Ver todos os serviços
        </Link>
      </section>
    );
  }
  const s = service.data;
  return (
    <article className="mx-auto max-w-3xl px-4 py-10">
      <Link to={paths.services()} className="text-sm text-plum-700 hover:underline">
        ← Todos os serviços
      </Link>
      <p className="mt-6 text-sm font-medium uppercase tracking-wide text-gold-700">{s.category}</p>
      <h1 className="mt-1 text-3xl font-semibold text-plum-700">{s.name}</h1>
      <p className="mt-4 text-lg text-ink/80">{s.description}</p>
      <dl className="mt-6 grid gap-4 rounded-2xl border border-plum-100 bg-white p-5 sm:grid-cols-2">
        <div>
          <dt className="text-sm text-ink/70">Preço</dt>
          <dd className="text-xl font-semibold">{s.price_text}</dd>
        </div>
        {s.duration_minutes && (
          <div>
            <dt className="text-sm text-ink/70">Duração</dt>
            <dd className="text-xl font-semibold">cerca de {s.duration_minutes} min</dd>
          </div>
        )}
      </dl>
      <div className="mt-8 flex flex-wrap gap-3">
        {s.booking_path ? (
          <Link to={s.booking_path} className={buttonClass()}>
            Marcar online
          </Link>
        ) : (
          <a href={whatsappLink(`Olá! Gostaria de marcar: ${s.name}.`)} target="_blank" rel="noopener noreferrer" className={buttonClass()}>
            Marcar por WhatsApp
          </a>
        )}
        <Link to={paths.consultation()} className={buttonClass({ variant: 'secondary' })}>
          Consulta de diagnóstico capilar
        </Link>
      </div>
      <p className="mt-6 text-sm text-ink/70">
        Dúvidas? Ligue {STORE_PROFILE.phones[0]} ou escreva para {STORE_PROFILE.emails.clinic}.
      </p>
    </article>
  );
}
