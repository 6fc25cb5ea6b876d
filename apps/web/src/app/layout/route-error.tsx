import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '../../lib/paths.ts';

export function RouteError() {
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

/** Catches a screen's render errors (or a screen's code failing to load); the layout stays. Reset by remounting with a new key. */
export class RouteErrorBoundary extends Component<{ children: ReactNode }, { error: unknown }> {
  override state = { error: null as unknown };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error(error, info.componentStack);
  }

  override render() {
    return this.state.error ? <RouteError /> : this.props.children;
  }
}
