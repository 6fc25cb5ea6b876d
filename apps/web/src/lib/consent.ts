/** The visitor's answer to the consent banner, kept in this browser with the date it was given. */
export type ConsentChoice = 'accepted' | 'declined';

export const CONSENT_KEY = 'cm.consent';
export const CONSENT_DATE_KEY = 'cm.consent.date';

export function readConsent(): { choice: ConsentChoice; date: string | null } | null {
  try {
    const choice = localStorage.getItem(CONSENT_KEY);
    if (choice !== 'accepted' && choice !== 'declined') return null;
    return { choice, date: localStorage.getItem(CONSENT_DATE_KEY) };
  } catch {
    return null;
  }
}

export function storeConsent(choice: ConsentChoice, now = new Date()) {
  try {
    localStorage.setItem(CONSENT_KEY, choice);
    localStorage.setItem(CONSENT_DATE_KEY, now.toISOString());
  } catch {
    /* storage unavailable: the banner will ask again next visit */
  }
}

const OPEN_EVENT = 'cm:consent-open';

/** Asks the consent banner to show again, so the visitor can change the choice (footer link). */
export const openConsentChoice = () => window.dispatchEvent(new Event(OPEN_EVENT));

/** The banner's gate listens here; returns the unsubscribe. */
export function onConsentChoiceRequested(listener: () => void): () => void {
  window.addEventListener(OPEN_EVENT, listener);
  return () => window.removeEventListener(OPEN_EVENT, listener);
}
