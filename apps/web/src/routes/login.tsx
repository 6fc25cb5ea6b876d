import { useState } from 'react';
import { Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import { session, takeSessionExpired } from '../lib/session.ts';
import { AUTH_MODES, AuthPanel, type AuthMode } from '../features/accounts/components/auth-panel.tsx';
import { safeRedirect } from '../features/accounts/lib/safe-redirect.ts';
import { paths } from '../lib/paths.ts';
import { usePageMeta } from '../lib/use-page-meta.ts';

/**
 * /login. After signing in the customer goes back where they came from (`location.state.from`
 * or `?from=`, e.g. /checkout), otherwise to /.
 */
export default function LoginPage() {
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  // Checked once: signing in on this page navigates by itself.
  const [signedInOnArrival] = useState(() => session.user !== null);
  const [expired] = useState(() => !signedInOnArrival && takeSessionExpired());
  const from = safeRedirect((location.state as { from?: unknown } | null)?.from ?? params.get('from'));
  const requested = params.get('mode') as AuthMode | null;
  const initialMode = requested && AUTH_MODES.includes(requested) ? requested : 'login';

  usePageMeta('Entrar', undefined, { noindex: true });

  // Already signed in (e.g. the back button after signing in): nothing to do here.
  if (signedInOnArrival) return <Navigate to={from} replace />;

  return (
    <section className="mx-auto max-w-md px-4 py-12 sm:py-16">
      {expired && (
        <p role="status" className="mb-4 rounded-xl border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950">
          A sua sessão expirou. Inicie sessão novamente para continuar{from !== paths.home() ? ' onde estava' : ''}.
        </p>
      )}
      <div className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-plum-100 sm:p-8">
        <AuthPanel
          initialMode={initialMode}
          onSignedIn={({ needsName }) => {
            // A phone account starts without a name: ask for it unless a checkout is waiting.
            const target = needsName && from === paths.home() ? `${paths.profile()}?tab=settings` : from;
            navigate(target, { replace: true });
          }}
        />
      </div>
    </section>
  );
}
