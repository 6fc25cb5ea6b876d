import { backOfficeCounters } from './counters.ts';
import type { FastifyInstance } from 'fastify';
import type { OrderStatus } from '@shop/contract/order-status';
import { adminDownloadRoute, adminRoute, requireStaff } from '../../../lib/admin-route.ts';
import { shopResult } from '../../../lib/shop-route.ts';
import { sendStoredFile } from '../../../lib/uploads.ts';
import { addStaffOrderNote, adminOrderDetail, adminOrderNeighbours, changeOrderStatus, decideStaffReturn, listAdminOrders, receiveStaffReturn } from './admin-orders.ts';
import { blockOutcomeText } from '@shop/contract/block-outcome';
import { appointmentDays, bookingsInBlock, changeAppointmentStatus, createBlock, createStaffBooking, deleteBlock, moveAppointment, setAppointmentReminders, staffSlots } from './appointments.ts';
import { staffAlertTarget } from './staff-alerts.ts';
import { adminPost, listAdminPosts, listAdminServices, savePost, saveService, setPostFlags } from './content-admin.ts';
import { assignMessage, listMessages, listSubscribers, markAnswered, markMessage, messageDetail, replyToMessage, subscribersCsv } from './inbox.ts';
import { opsDashboard } from './ops-dashboard.ts';
import { bookingReceiptPdf, orderInvoicePdf, packingSlipPdf, type PdfFile } from './paperwork.ts';
import { exportCsv, reportPeriod, salesReport } from './reports.ts';
import { decideProof, proofQueue, readStaffFile } from './proof-queue.ts';
import { bulkApproveProofs, bulkShipOrders } from './bulk-actions.ts';
import { moneyOf, recordPayment, recordRefund } from '../../payments/service.ts';
import { CSV_TYPE } from '../../../lib/downloads.ts';

const actor = (staff: { staffId: number; email: string }) => ({ staffId: staff.staffId, email: staff.email });

/** Registers a staff download answered with a PDF drawn on request (never cached: it carries personal data). */
function pdfRoute(app: FastifyInstance, path: '/orders/packing-slip' | '/orders/invoice' | '/appointments/receipt', draw: (db: FastifyInstance['db'], id: number, now: Date) => Promise<PdfFile>) {
  adminDownloadRoute(app, path, async ({ db, body }) => {
    const file = await draw(db, body.id, new Date());
    return { type: 'application/pdf', filename: file.filename, body: Buffer.from(file.bytes) };
  });
}

/** The back office's second pass: proofs, orders, appointments, content, messages, subscribers. */
export async function adminOpsRoutes(app: FastifyInstance) {
  const publicUrl = app.config.publicUrl;

  adminRoute(app, '/dashboard/ops', { message: 'Painel.' }, ({ db }) => opsDashboard(db));
  adminRoute(app, '/counters', { message: 'Trabalho em espera.' }, ({ db }) => backOfficeCounters(db));

  adminRoute(app, '/proofs/list', { message: 'Comprovativos por verificar.' }, ({ db, body }) => proofQueue(db, body));
  adminRoute(app, '/proofs/decide', {}, async ({ db, staff, body }) => {
    await decideProof(db, actor(staff), body, publicUrl);
    return shopResult(null, body.decision === 'approve' ? 'Pagamento aprovado.' : 'Comprovativo recusado; o cliente foi avisado por e-mail.');
  });

  adminRoute(app, '/proofs/bulk-approve', {}, async ({ db, staff, body, request }) => {
    const outcome = await bulkApproveProofs(db, actor(staff), body, publicUrl, (error) => request.log.error({ err: error }, 'bulk approve'));
    return shopResult(outcome, outcome.summary);
  });

  // Proofs and receipts: staff only, through the same checks and headers as the customer's own download.
  app.get<{ Params: { id: string } }>('/files/:id', async (request, reply) => {
    await requireStaff(request);
    return sendStoredFile(reply, await readStaffFile(app.db, request.params.id));
  });

  adminRoute(app, '/orders/list', { message: 'Encomendas.' }, ({ db, body }) => listAdminOrders(db, body, '/admin-api/orders/list'));
  adminRoute(app, '/orders/detail', { message: 'Encomenda.' }, ({ db, body }) => adminOrderDetail(db, body.id));
  adminRoute(app, '/orders/neighbours', { message: 'Encomendas vizinhas na lista.' }, ({ db, body }) => adminOrderNeighbours(db, body));
  adminRoute(app, '/orders/status', { message: 'Estado da encomenda atualizado; o cliente foi avisado por e-mail.' }, async ({ db, staff, body }) => {
    await changeOrderStatus(db, actor(staff), body.id, body.status as OrderStatus, body.note ?? null, publicUrl, { courier: body.courier, trackingNumber: body.tracking_number });
    return adminOrderDetail(db, body.id);
  });
  adminRoute(app, '/orders/bulk-ship', {}, async ({ db, staff, body, request }) => {
    const outcome = await bulkShipOrders(db, actor(staff), body, publicUrl, (error) => request.log.error({ err: error }, 'bulk ship'));
    return shopResult(outcome, outcome.summary);
  });
  pdfRoute(app, '/orders/packing-slip', packingSlipPdf);
  pdfRoute(app, '/orders/invoice', orderInvoicePdf);
  adminRoute(app, '/orders/note', { message: 'Nota adicionada.' }, async ({ db, staff, body }) => {
    await addStaffOrderNote(db, actor(staff), body.id, body.note, body.visibility);
    return adminOrderDetail(db, body.id);
  });
  adminRoute(app, '/orders/return', { message: 'Devolução atualizada; o cliente foi avisado por e-mail.' }, async ({ db, staff, body }) => {
    const orderId = await decideStaffReturn(db, actor(staff), body.id, body.status, body.note ?? null);
    return adminOrderDetail(db, orderId);
  });

  adminRoute(app, '/orders/return/receive', {}, async ({ db, staff, body }) => {
    const { orderId, replayed } = await receiveStaffReturn(db, actor(staff), body.id, { restockQty: body.restock_qty, writeOffQty: body.write_off_qty }, body.note ?? null, publicUrl);
    return shopResult(await adminOrderDetail(db, orderId), replayed ? 'Esta devolução já estava recebida; nada mudou.' : 'Devolução recebida; o stock foi atualizado e o cliente foi avisado por e-mail.');
  });

  // Money: any staff member records a payment; refunds are the owner's (decision 120).
  adminRoute(app, '/payments/record', {}, async ({ db, staff, body }) => {
    const { status } = await recordPayment(db, {
      target: { kind: body.kind, id: body.id }, method: body.method, amountCents: body.amount, paidOn: body.paid_on, reference: body.reference, note: body.note,
    }, { staff: actor(staff), publicUrl });
    return shopResult(await moneyOf(db, body), status === 'paid' ? 'Pagamento registado: está tudo pago. O cliente foi avisado por e-mail.' : 'Pagamento registado; o cliente foi avisado por e-mail.');
  });
  adminRoute(app, '/payments/refund', { message: 'Reembolso registado; o cliente foi avisado por e-mail.' }, async ({ db, staff, body }) => {
    await recordRefund(db, {
      target: { kind: body.kind, id: body.id }, method: body.method, amountCents: body.amount, refundedOn: body.refunded_on, reference: body.reference, reason: body.reason, returnId: body.return_id ?? null,
    }, { staff: actor(staff), publicUrl });
    return moneyOf(db, body);
  });
  adminRoute(app, '/payments/summary', { message: 'Pagamentos.' }, ({ db, body }) => moneyOf(db, body));

  // Figures: the owner's (decision 122).
  adminRoute(app, '/reports/summary', { message: 'Relatórios.' }, ({ db, body }) => salesReport(db, reportPeriod(body)));
  adminDownloadRoute(app, '/reports/export', async ({ db, staff, body }) => {
    const { filename, csv } = await exportCsv(db, actor(staff), body.kind, reportPeriod(body));
    return { type: CSV_TYPE, filename, body: csv };
  });

  adminRoute(app, '/appointments/list', { message: 'Marcações.' }, ({ db, body }) => appointmentDays(db, body.from, body.days));
  adminRoute(app, '/appointments/status', { message: 'Marcação atualizada.' }, async ({ db, staff, body }) => {
    await changeAppointmentStatus(db, actor(staff), body.id, body.status, body.note ?? null, publicUrl);
    return null;
  });
  adminRoute(app, '/appointments/slots', { message: 'Horários.' }, ({ db, body }) => staffSlots(db, body));
  adminRoute(app, '/appointments/create', {}, async ({ db, staff, body }) => {
    const created = await createStaffBooking(db, actor(staff), body, publicUrl, staffAlertTarget(app.config));
    return shopResult(created, body.email ? 'Marcação criada e confirmada; o cliente recebeu um e-mail.' : 'Marcação criada e confirmada.', 201);
  });
  adminRoute(app, '/appointments/move', {}, async ({ db, staff, body }) => {
    const moved = await moveAppointment(db, actor(staff), body, publicUrl);
    return shopResult(moved, `Marcação remarcada para ${moved.date} às ${moved.time}.`);
  });
  pdfRoute(app, '/appointments/receipt', bookingReceiptPdf);
  adminRoute(app, '/appointments/reminders', {}, async ({ db, staff, body }) => {
    await setAppointmentReminders(db, actor(staff), body.id, body.enabled);
    return shopResult(null, body.enabled ? 'Lembretes ligados para esta marcação.' : 'Lembretes desligados para esta marcação.');
  });
  adminRoute(app, '/appointments/block/check', { message: 'Marcações no período.' }, ({ db, body }) => bookingsInBlock(db, body));
  adminRoute(app, '/appointments/block', {}, async ({ db, staff, body }) => {
    const block = await createBlock(db, { ...actor(staff), canRefund: staff.role === 'owner' }, body, publicUrl);
    return shopResult(block, blockOutcomeText(block), 201);
  });
  adminRoute(app, '/appointments/unblock', { message: 'Bloqueio removido.' }, async ({ db, staff, body }) => {
    await deleteBlock(db, actor(staff), body.id);
    return null;
  });

  adminRoute(app, '/blog/list', { message: 'Artigos.' }, ({ db }) => listAdminPosts(db));
  adminRoute(app, '/blog/detail', { message: 'Artigo.' }, ({ db, body }) => adminPost(db, body.id));
  adminRoute(app, '/blog/save', {}, async ({ db, staff, body }) => {
    const post = await savePost(db, actor(staff), body);
    return body.id === undefined ? shopResult(post, 'Artigo criado.', 201) : shopResult(post, 'Artigo guardado.');
  });
  adminRoute(app, '/blog/flags', { message: 'Artigo atualizado.' }, ({ db, staff, body }) =>
    setPostFlags(db, actor(staff), body.id, { published: body.published, featured: body.featured }),
  );
  adminRoute(app, '/services/list', { message: 'Serviços.' }, ({ db }) => listAdminServices(db));
  adminRoute(app, '/services/save', {}, async ({ db, staff, body }) => {
    const saved = await saveService(db, actor(staff), body);
    return body.id === undefined ? shopResult(saved, 'Serviço criado.', 201) : shopResult(saved, 'Serviço guardado. O novo preço já aparece na lista, no PDF e nas marcações.');
  });

  adminRoute(app, '/messages/list', { message: 'Mensagens.' }, ({ db, body }) => listMessages(db, body, '/admin-api/messages/list'));
  adminRoute(app, '/messages/detail', { message: 'Mensagem.' }, ({ db, body }) => messageDetail(db, body.id));
  adminRoute(app, '/messages/read', { message: 'Mensagem atualizada.' }, ({ db, staff, body }) => markMessage(db, actor(staff), body.id, body.read));
  adminRoute(app, '/messages/answered', {}, async ({ db, staff, body }) =>
    shopResult(await markAnswered(db, actor(staff), body.id, body.answered), body.answered ? 'Mensagem marcada como respondida.' : 'Mensagem marcada como por responder.'),
  );
  adminRoute(app, '/messages/assign', {}, async ({ db, staff, body }) => {
    const message = await assignMessage(db, { ...actor(staff), role: staff.role }, body.id, body.staff_id);
    return shopResult(message, message.assigned_to ? `Mensagem atribuída a ${message.assigned_to.name}.` : 'A mensagem ficou sem responsável.');
  });
  adminRoute(app, '/messages/reply', {}, async ({ db, staff, body }) => {
    const message = await replyToMessage(db, { ...actor(staff), name: staff.name }, body.id, body.body, publicUrl);
    return shopResult(message, `Resposta enviada por e-mail para ${message.email}.`, 201);
  });
  adminRoute(app, '/subscribers/list', { message: 'Subscritores.' }, ({ db, body }) => listSubscribers(db, body, '/admin-api/subscribers/list'));
  adminDownloadRoute(app, '/subscribers/export', async ({ db, staff, body }) => ({
    type: CSV_TYPE,
    filename: 'subscritores.csv',
    body: await subscribersCsv(db, actor(staff), body),
  }));
}
