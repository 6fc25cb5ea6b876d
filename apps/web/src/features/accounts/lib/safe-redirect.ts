/**
 * Where to go after signing in: a path inside this site only (never `//other.site` or
 * `/\other.site`, which browsers read as another host), and never back to /login.
 */
export function safeRedirect(from: unknown, fallback = '/'): string {
  if (typeof from !== 'string' || !from.startsWith('/') || from.startsWith('//') || from.startsWith('/\\')) return fallback;
  if (/^\/login(\/|\?|#|$)/.test(from)) return fallback;
  return from;
}
