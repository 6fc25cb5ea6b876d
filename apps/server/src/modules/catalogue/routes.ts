import type { FastifyInstance } from 'fastify';
import { categoryListRequest } from '@shop/contract/catalogue';
import { shopRoute } from '../../lib/shop-route.ts';
import { listMainCategories } from './categories.ts';

export async function catalogueShopRoutes(app: FastifyInstance) {
  for (const path of ['/category', '/category-list']) {
    shopRoute(app, path, { body: categoryListRequest, auth: 'none', message: 'Lista de categorias.' }, ({ db }) => listMainCategories(db));
  }
  // One reading of the spec fetches the main category list with a GET and no payload.
  app.get('/category', async () => ({ status: 1, message: 'Lista de categorias.', data: await listMainCategories(app.db) }));
}
