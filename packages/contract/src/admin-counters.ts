/** How often the back-office menu asks for its counters again while the tab is visible. Plain data. */
export const COUNTERS_REFRESH_MS = 30_000;
