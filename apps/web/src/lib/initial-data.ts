/**
 * Data the server wrote into the page for its first screen (`<script type="application/json"
 * id="initial-data">`, one value per key: one per call the screen makes), so that screen needs no
 * second round trip. Screens pass it
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

type Found = Map<string, InitialData<unknown>>;

let found: Found | undefined;
/** Set only while the server renders a page (a synchronous render: one page at a time). */
let rendering: Found | undefined;

function read(): Found {
  if (found) return found;
  found = new Map();
  const el = typeof document === 'undefined' ? null : document.getElementById('initial-data');
  if (!el?.textContent) return found;
  const at = Date.now();
  try {
    for (const [key, value] of Object.entries(JSON.parse(el.textContent) as Record<string, unknown>)) found.set(key, { value, at });
  } catch {
    found.clear();
  }
  el.remove();
  return found;
}

export function initialDataFor<T>(key: string): InitialData<T> | undefined {
  return (rendering ?? read()).get(key) as InitialData<T> | undefined;
}

/** Runs a server render with the data the page will carry (entry-server.tsx). */
export function renderingWith<R>(entries: InitialDataEntry[], render: () => R): R {
  const at = Date.now();
  rendering = new Map(entries.map((e) => [e.key, { value: e.value, at }]));
  try {
    return render();
  } finally {
    rendering = undefined;
  }
}
