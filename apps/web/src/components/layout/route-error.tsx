import { useEffect } from 'react';
import { Link, useRouteError } from 'react-router';
import { paths } from '../../app/paths.ts';

export function RouteError() {
  const error = useRouteError();
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <div className="mx-auto max-w-xl px-4 py-24 text-center">
      <h1 className="text-2xl font-semibold text-plum-700">Algo correu mal</h1>
      <p className="mt-3 text-ink/70">Não foi possível mostrar esta página. Recarregue e tente novamente.</p>
      <div className="mt-6 flex justify-center gap-3">
        <button type="button" onClick={() => window.location.reload()} className="rounded-full bg-plum-700 px-5 py-2 text-white">
          Recarregar
        </button>
        <Link to={paths.home()} className="rounded-full border border-plum-700 px-5 py-2 text-plum-700">
          Ir para o início
        </Link>
      </div>
    </div>
  );
}
