/**
 * Data the server wrote into the page for its first screen (`<script type="application/json"
 * id="initial-data" data-key="...">`), so that screen needs no second round trip. Screens pass it
 * to TanStack Query as initial data stamped with the page's load time: once that is older than the
 * query's stale time, the screen fetches fresh data as usual.
 *
 * The server renders the first screen with the same data (`renderingWith`), so the HTML it sends and
 * the browser's first render (hydration) agree.
 */
export interface InitialData<T> {
  value: T;
  /** When the page (and so the data) was loaded, in ms since the epoch. */
  at: number;
}

export interface InitialDataEntry {
  key: string;
  value: unknown;
}

let found: { key: string; data: InitialData<unknown> } | null | undefined;
/** Set only while the server renders a page (a synchronous render: one page at a time). */
let rendering: { key: string; data: InitialData<unknown> } | null | undefined;

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
  if (rendering !== undefined) return rendering && rendering.key === key ? (rendering.data as InitialData<T>) : undefined;
  read();
  return found && found.key === key ? (found.data as InitialData<T>) : undefined;
}

/** Runs a server render with the data the page will carry (entry-server.tsx). */
export function renderingWith<R>(entry: InitialDataEntry | undefined, render: () => R): R {
  rendering = entry ? { key: entry.key, data: { value: entry.value, at: Date.now() } } : null;
  try {
    return render();
  } finally {
    rendering = undefined;
  }
}
