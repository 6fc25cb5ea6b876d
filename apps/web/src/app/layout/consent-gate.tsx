import { lazy, Suspense, useEffect, useState } from 'react';
import { onConsentChoiceRequested, readConsent } from '../../lib/consent.ts';

const ConsentBanner = lazy(() => import('./consent-banner.tsx'));

export const CONSENT_DELAY_MS = 2000;

/**
 * Shows the consent banner 2 s after load when no choice is stored (spec 2 §4), and at once when
 * the footer's "Preferências de cookies" asks for it. Closing it without choosing hides it for
 * this visit only. Its code loads only when it is needed.
 */
export function ConsentGate() {
  const [show, setShow] = useState(false);
  useEffect(() => onConsentChoiceRequested(() => setShow(true)), []);
  useEffect(() => {
    if (readConsent()) return;
    const timer = setTimeout(() => setShow(true), CONSENT_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);
  if (!show) return null;
  return (
    <Suspense fallback={null}>
      <ConsentBanner onDone={() => setShow(false)} />
    </Suspense>
  );
}
