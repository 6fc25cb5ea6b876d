import { Component, useEffect, type ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '../../app/paths.ts';

function RouteErrorView({ error }: { error: unknown }) {
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <div role="alert" className="mx-auto max-w-xl px-4 py-24 text-center">
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

/**
 * Catches a screen that fails to render or to load (a chunk missing after a new release), so
 * the header and footer stay usable. Keyed by path in the layout: navigating away resets it.
 */
export class RouteErrorBoundary extends Component<{ children: ReactNode }, { error: unknown }> {
  override state = { error: null as unknown };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  override render() {
    return this.state.error ? <RouteErrorView error={this.state.error} /> : this.props.children;
  }
}
