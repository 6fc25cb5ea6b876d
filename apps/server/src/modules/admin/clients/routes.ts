import type { FastifyInstance } from 'fastify';
import { adminRoute } from '../../../lib/admin-route.ts';
import { shopResult } from '../../../lib/shop-route.ts';
import { addClientNote, clientDetail, deleteClientNote, listClients } from './clients.ts';

/** The clients list and each client's page (decision 142). */
export async function adminClientRoutes(app: FastifyInstance) {
  adminRoute(app, '/clients/list', { message: 'Clientes.' }, ({ db, body }) => listClients(db, body, '/admin-api/clients/list'));
  adminRoute(app, '/clients/detail', { message: 'Cliente.' }, ({ db, body }) => clientDetail(db, body.key));
  adminRoute(app, '/clients/note', {}, async ({ db, staff, body }) => shopResult(await addClientNote(db, staff, body.key, body.body), 'Nota guardada.', 201));
  adminRoute(app, '/clients/note/delete', { message: 'Nota apagada.' }, ({ db, staff, body }) => deleteClientNote(db, staff, body.key, body.id));
}
