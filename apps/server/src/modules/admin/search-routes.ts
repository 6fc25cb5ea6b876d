import type { FastifyInstance } from 'fastify';
import { adminRoute } from '../../lib/admin-route.ts';
import { globalSearch } from './global-search.ts';

/** The back office's one search box (Ctrl/⌘+K). */
export async function adminSearchRoutes(app: FastifyInstance) {
  adminRoute(app, '/search', { message: 'Resultados.' }, ({ db, body }) => globalSearch(db, body.q));
}
