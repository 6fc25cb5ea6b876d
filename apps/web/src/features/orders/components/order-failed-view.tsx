import { Link } from 'react-router';
import { STORE_PROFILE } from '@shop/contract/store';
import { paths } from '../../../lib/paths.ts';
import { classifyOrderError, DEFAULT_ORDER_ERROR } from './classify-order-error.ts';
import { formatDateTime } from '../../../lib/maputo-date.ts';

/** The error reference a customer can quote to support: the moment it happened. */
export const errorReference = (at: Date) => `ERR-${at.toISOString().replace(/[-:T]/g, '').slice(0, 14)}`;

export function OrderFailedView({ message, code, at }: { message?: string | null; code?: string | null; at: Date }) {
  const raw = message || DEFAULT_ORDER_ERROR;
  const error = classifyOrderError(raw, code);
  return (
    <div className="mx-auto max-w-2xl space-y-6 text-center">
      <div>
        <h1 className="text-3xl font-semibold text-red-800">{error.title}</h1>
        <p className="mt-2">{error.description}</p>
      </div>
      <p className="rounded-xl border border-red-200 bg-red-50 p-4 text-left text-sm text-red-900">
        <span className="font-medium">Detalhe do erro:</span> {raw}
      </p>
      <section className="text-left">
        <h2 className="font-semibold">O que pode fazer</h2>
        <ol className="mt-2 list-decimal space-y-1 pl-5 text-sm">
          {error.suggestions.map((s) => (
            <li key={s}>{s}</li>
          ))}
        </ol>
      </section>
      <p className="rounded-xl bg-plum-50 p-4 text-sm">O seu carrinho foi mantido: nada se perdeu.</p>
      <div className="flex flex-wrap justify-center gap-3">
        <Link to="/new-checkout" className="rounded-full bg-plum-700 px-5 py-2 text-white">
          Tentar novamente
        </Link>
        <Link to="/new-cart" className="rounded-full border border-plum-200 px-5 py-2">
          Ver carrinho
        </Link>
        <Link to={paths.contact()} className="px-2 py-2 text-plum-700 underline">
          Contactar-nos
        </Link>
      </div>
      <div className="text-sm text-ink/70">
        <p>
          Apoio: <a href={`tel:${STORE_PROFILE.phones[0]?.replace(/\s/g, '')}`} className="underline">{STORE_PROFILE.phones[0]}</a> ·{' '}
          <a href={`mailto:${STORE_PROFILE.emails.commercial}`} className="underline">
            {STORE_PROFILE.emails.commercial}
          </a>
        </p>
        <p className="mt-1">
          Referência do erro: <span className="font-mono">{errorReference(at)}</span> · {formatDateTime(at.toISOString())}
        </p>
      </div>
    </div>
  );
}
