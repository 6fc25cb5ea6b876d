import type { RouteOptions } from 'fastify';

type HookName = 'onRequest' | 'preParsing' | 'onSend';

/**
 * Adds a hook to one route as it is registered (from an `onRoute` hook), after the route's own. A
 * hook only some routes need is attached to those, so the others never run it (decision 176).
 */
export function appendRouteHook<H extends HookName>(route: RouteOptions, name: H, hook: NonNullable<RouteOptions[H]> extends (infer F)[] | infer F ? F : never) {
  const own = route[name];
  route[name] = [...(Array.isArray(own) ? own : own ? [own] : []), hook] as RouteOptions[H];
}
