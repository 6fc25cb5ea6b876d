import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  stockSheetApplyForm,
} from '@shop/contract/admin-catalogue';
import { adminDownloadRoute, adminRoute } from '../../lib/admin-route.ts';
import { revokeStaffSession } from '../../lib/staff-auth.ts';
import { shopResult } from '../../lib/shop-route.ts';
import { listAudit } from './audit-log.ts';
import { deleteCategory, listCategories, saveCategory } from './catalogue/categories.ts';
import { getCoupon, listCoupons, saveCoupon } from './catalogue/coupons.ts';
import { storeProductImage } from './catalogue/media.ts';
import { getProduct, listProducts, saveProduct } from './catalogue/products.ts';
import { applyStockSheet, editProductStock, exportStockSheet, previewStockSheet } from './catalogue/stock-edits.ts';
import { catalogueDashboard } from './dashboard.ts';
import { clientSource } from '../../lib/sign-in-guard.ts';
import { signInStaff } from './staff/sign-in.ts';
import { changeOwnPassword, createStaff, getStaff, listStaff, resetStaffPassword, updateStaff } from './staff/staff-service.ts';
import { CSV_TYPE } from '../../lib/downloads.ts';
import { readMultipart, uploadRoutes } from '../../lib/uploads.ts';

/** A multipart form's one file, whatever its declared type: the content decides (stock-sheet.ts). */
const stockSheetFile = z.object({
  file: z.custom<{ bytes: Buffer }>((v) => typeof v === 'object' && v !== null && Buffer.isBuffer((v as { bytes?: unknown }).bytes), { message: 'Escolha o ficheiro CSV.' }),
});

const actor = (staff: { staffId: number; email: string }) => ({ staffId: staff.staffId, email: staff.email });

/** Staff sign-in and the catalogue's back office; every call checks the staff session and role. */
export async function adminRoutes(app: FastifyInstance) {
  adminRoute(app, '/auth/login', { message: 'Sessão iniciada.', rateLimit: { max: 30, timeWindow: '1 minute' } }, ({ db, body, request, reply }) =>
    signInStaff(db, { email: body.email, password: body.password, source: clientSource(request, reply, app.config.publicUrl.startsWith('https:')) }),
  );
  adminRoute(app, '/auth/logout', { allowPendingPasswordChange: true, message: 'Sessão terminada.' }, async ({ db, staff }) => {
    await revokeStaffSession(db, staff.sessionId);
    return null;
  });
  adminRoute(app, '/auth/me', { allowPendingPasswordChange: true, message: 'Sessão ativa.' }, ({ db, staff }) => getStaff(db, staff.staffId));
  adminRoute(app, '/auth/change-password', { allowPendingPasswordChange: true, message: 'Palavra-passe alterada.' }, ({ db, staff, body }) =>
    changeOwnPassword(db, staff, body.current_password, body.new_password),
  );

  adminRoute(app, '/staff/list', { message: 'Equipa.' }, ({ db }) => listStaff(db));
  adminRoute(app, '/staff/create', {}, async ({ db, staff, body }) =>
    shopResult(await createStaff(db, staff, body), 'Membro da equipa criado. Partilhe a palavra-passe temporária em privado.', 201),
  );
  adminRoute(app, '/staff/update', { message: 'Membro da equipa atualizado.' }, ({ db, staff, body }) => updateStaff(db, staff, body));
  adminRoute(app, '/staff/reset-password', { message: 'Palavra-passe temporária definida; as sessões dessa pessoa foram terminadas.' }, ({ db, staff, body }) =>
    resetStaffPassword(db, staff, body),
  );
  adminRoute(app, '/audit/list', { message: 'Registo de atividade.' }, ({ db, body }) => listAudit(db, body, '/admin-api/audit/list'));

  adminRoute(app, '/dashboard', { message: 'Painel.' }, ({ db }) => catalogueDashboard(db));

  adminRoute(app, '/products/list', { message: 'Produtos.' }, ({ db, body }) => listProducts(db, body, '/admin-api/products/list'));
  adminRoute(app, '/products/detail', { message: 'Produto.' }, ({ db, body }) => getProduct(db, body.id));
  adminRoute(app, '/products/save', {}, async ({ db, staff, body }) => {
    const product = await saveProduct(db, actor(staff), body, app.config.publicUrl);
    return body.id === undefined ? shopResult(product, 'Produto criado.', 201) : shopResult(product, 'Produto guardado.');
  });

  // Stock and prices outside the product form (decision 146).
  adminRoute(app, '/products/stock', { message: 'Stock guardado.' }, ({ db, staff, body }) =>
    editProductStock(db, actor(staff), body, app.config.publicUrl),
  );
  adminDownloadRoute(app, '/products/stock-sheet', async ({ db }) => {
    const { filename, csv } = await exportStockSheet(db);
    return { type: CSV_TYPE, filename, body: csv };
  });
  await uploadRoutes(app, (scope) => {
    adminRoute(
      scope,
      '/products/stock-sheet/preview',
      { form: stockSheetFile, message: 'Pré-visualização da importação.', parse: readMultipart },
      ({ db, body }) => previewStockSheet(db, body.file.bytes),
    );
    adminRoute(
      scope,
      '/products/stock-sheet/apply',
      { form: stockSheetFile.extend(stockSheetApplyForm.shape), parse: readMultipart },
      async ({ db, staff, body }) => {
        const applied = await applyStockSheet(db, actor(staff), body.file.bytes, body.expected, app.config.publicUrl);
        return shopResult(applied, applied.changed === 0 ? 'Nada a alterar: o ficheiro já corresponde ao catálogo.' : `Importação aplicada: ${applied.changed} ${applied.changed === 1 ? 'linha alterada' : 'linhas alteradas'} em ${applied.products} ${applied.products === 1 ? 'produto' : 'produtos'}.`);
      },
    );

    adminRoute(
      scope,
      '/media/upload',
      {
        form: z.object({ file: z.object({ bytes: z.instanceof(Buffer), filename: z.string() }, { error: 'Escolha uma imagem para carregar.' }) }),
        parse: readMultipart,
      },
      async ({ db, staff, body }) => shopResult(await storeProductImage(db, actor(staff), body.file), 'Imagem carregada.', 201),
    );
  });

  adminRoute(app, '/categories/list', { message: 'Categorias.' }, ({ db }) => listCategories(db));
  adminRoute(app, '/categories/save', {}, async ({ db, staff, body }) => {
    const category = await saveCategory(db, actor(staff), body);
    return body.id === undefined ? shopResult(category, 'Categoria criada.', 201) : shopResult(category, 'Categoria guardada.');
  });
  adminRoute(app, '/categories/delete', { message: 'Categoria removida.' }, async ({ db, staff, body }) => {
    await deleteCategory(db, actor(staff), body.id);
    return null;
  });

  adminRoute(app, '/coupons/list', { message: 'Cupões.' }, ({ db, body }) => listCoupons(db, body, '/admin-api/coupons/list'));
  adminRoute(app, '/coupons/detail', { message: 'Cupão.' }, ({ db, body }) => getCoupon(db, body.id));
  adminRoute(app, '/coupons/save', {}, async ({ db, staff, body }) => {
    const coupon = await saveCoupon(db, actor(staff), body);
    return body.id === undefined ? shopResult(coupon, 'Cupão criado.', 201) : shopResult(coupon, 'Cupão guardado.');
  });
}
