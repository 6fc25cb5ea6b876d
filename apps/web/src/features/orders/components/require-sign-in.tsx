import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { paths } from '../../../lib/paths.ts';
import { useUser } from '../../../lib/session.ts';

/** Orders are a signed-in customer's: others sign in first and come back here. */
export function RequireSignIn({ children }: { children: ReactNode }) {
  const user = useUser();
  const location = useLocation();
  if (!user) return <Navigate to={paths.login()} state={{ from: `${location.pathname}${location.search}` }} replace />;
  return <>{children}</>;
}
