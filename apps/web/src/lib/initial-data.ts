/**
 * Data the server wrote into the page for its first screen (`<script type="application/json"
 * id="initial-data" data-key="...">`), so that screen needs no second round trip. Screens pass it
 * to TanStack Query as initial data stamped with the page's load time: once that is older than the
 * query's stale time, the screen fetches fresh data as usual.
 */
export interface InitialData<T> {
  value: T;
  /** When the page (and so the data) was loaded, in ms since the epoch. */
  at: number;
}

let found: { key: string; data: InitialData<unknown> } | null | undefined;

function read() {
  if (found !== undefined) return;
  found = null;
  const el = typeof document === 'undefined' ? null : document.getElementById('initial-data');
  if (!el?.textContent) return;
  try {
    found = { key: el.dataset.key ?? '', data: { value: JSON.parse(el.textContent), at: Date.now() } };
  } catch {
    found = null;
  }
  el.remove();
}

export function initialDataFor<T>(key: string): InitialData<T> | undefined {
  read();
  return found && found.key === key ? (found.data as InitialData<T>) : undefined;
}
