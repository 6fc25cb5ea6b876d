import type { FastifyInstance, FastifyRequest } from 'fastify';
import { depositCents, microneedlingDueNowCents, packageOption } from '@shop/contract/bookings-offer';
import {
  consultationCreateRequest, MESSAGE_RECEIPT_REQUIRED, microneedlingCreateRequest,
} from '@shop/contract/bookings';
import { AppError } from '../../lib/errors.ts';
import { functionsRoute } from '../../lib/functions-route.ts';
import { idempotencyKeyOf } from '../../lib/idempotency-key.ts';
import { enforceLimit } from '../../lib/rate-limit.ts';
import { shopRoute } from '../../lib/shop-route.ts';
import { acceptUpload, readForm, uploadRoutes, type UploadedFile } from '../../lib/uploads.ts';
import { parseOrThrow } from '../../lib/validation.ts';
import { staffAlertTarget } from '../admin/service.ts';
import { availableDays } from './available-days.ts';
import { bookingPrice } from '../content/service.ts';
import { createBooking, type NewBooking } from './create-booking.ts';
import { bookingByReference, cancelCustomerBooking, customerBookings, daySlots, rescheduleCustomerBooking } from './customer-bookings.ts';

const checkedReceipt = async (file: UploadedFile | null) => (file ? { upload: await acceptUpload(file.bytes), originalName: file.filename } : null);

async function limitBookings(app: FastifyInstance, request: FastifyRequest) {
  await enforceLimit(app.db, `booking:${request.ip}`, 30, 3600, 'Demasiadas marcações a partir desta ligação. Tente novamente mais tarde ou contacte-nos por WhatsApp.');
}

/** Functions API: available slots, consultation and micro-needling bookings, reading a booking by its link. */
export async function bookingFunctionsRoutes(app: FastifyInstance) {
  functionsRoute(app, 'GET /appointments-api/available-slots', {}, async ({ query, reply }) => {
    reply.header('Cache-Control', 'no-store');
    const slots = await daySlots(app.db, query.date, query.type, new Date());
    return slots.map((s) => ({ time: s.time, available: s.available }));
  });

  functionsRoute(app, 'GET /appointments-api/available-days', {}, async ({ query, reply }) => {
    reply.header('Cache-Control', 'no-store');
    return availableDays(app.db, query.type, new Date());
  });

  // Sent as multipart with a receipt, or as JSON without.
  await uploadRoutes(app, (scope) => {
    functionsRoute(scope, 'POST /appointments-api/create', { status: 201, ownBody: true }, async ({ request }) => {
      const idempotencyKey = idempotencyKeyOf(request);
      const { fields, file } = await readForm(request, 'payment_receipt');
      const body = parseOrThrow(consultationCreateRequest, fields, { quoted: true });
      // With M-Pesa configured the advance may be paid from the phone once booked (decision 166), as a micro-needling deposit is.
      if (body.payment_method === 'advance_50' && !file && !app.config.mpesa) throw new AppError('VALIDATION_FAILED', MESSAGE_RECEIPT_REQUIRED);
      const receipt = await checkedReceipt(file);
      await limitBookings(app, request);
      const priceCents = await bookingPrice(app.db, body.appointment_type);
      const advance = body.payment_method === 'advance_50';
      const input: NewBooking = {
        kind: 'consultation', service: body.appointment_type, date: body.appointment_date, time: body.appointment_time,
        fullName: body.full_name, age: body.age, occupation: body.occupation ?? null, phone: body.whatsapp, email: body.email,
        complaints: body.complaints, notes: body.notes ?? null, microneedlingArea: null, sessions: null,
        paymentMethod: body.payment_method, priceCents, dueNowCents: advance ? depositCents(priceCents) : 0, paysByTransfer: advance,
      };
      const customer = await request.auth();
      return createBooking(app.db, input, { now: new Date(), customerId: customer?.customerId ?? null, idempotencyKey, receipt: advance ? receipt : null, publicUrl: app.config.publicUrl, staff: staffAlertTarget(app.config) });
    });

    functionsRoute(scope, 'POST /appointments-api/microneedling', { status: 201, ownBody: true }, async ({ request }) => {
      const idempotencyKey = idempotencyKeyOf(request);
      const { fields, file } = await readForm(request, 'payment_receipt');
      const body = parseOrThrow(microneedlingCreateRequest, fields, { quoted: true });
      const receipt = await checkedReceipt(file);
      await limitBookings(app, request);
      const option = packageOption(body.package);
      if (!option) throw new AppError('VALIDATION_FAILED', 'Escolha um pacote de 1, 3 ou 6 sessões.');
      const priceCents = await bookingPrice(app.db, option);
      const input: NewBooking = {
        kind: 'microneedling', service: 'microneedling', date: body.appointment_date, time: body.appointment_time,
        fullName: body.full_name, age: null, occupation: null, phone: body.phone, email: body.email, complaints: [],
        notes: body.notes ?? null, microneedlingArea: body.service_area, sessions: body.package, paymentMethod: body.payment_option,
        priceCents, dueNowCents: microneedlingDueNowCents(priceCents, body.payment_option), paysByTransfer: true,
      };
      const customer = await request.auth();
      return createBooking(app.db, input, { now: new Date(), customerId: customer?.customerId ?? null, idempotencyKey, receipt, publicUrl: app.config.publicUrl, staff: staffAlertTarget(app.config) });
    });
  });

  functionsRoute(app, 'GET /appointments-api/bookings/:reference', {}, async ({ query, params, reply }) => {
    reply.header('Cache-Control', 'no-store');
    return bookingByReference(app.db, String(params.reference ?? '').slice(0, 40), query.token, new Date());
  });
}

/** Shop API: the signed-in customer's bookings. */
export async function bookingShopRoutes(app: FastifyInstance) {
  shopRoute(app, '/my-bookings', { message: 'As suas marcações.' }, ({ db, customer }) =>
    customerBookings(db, customer.customerId, new Date()),
  );

  shopRoute(app, '/booking-cancel', { message: 'Marcação cancelada.' }, ({ db, customer, body }) =>
    cancelCustomerBooking(db, customer.customerId, body.reference, new Date(), app.config.publicUrl),
  );

  shopRoute(app, '/booking-reschedule', { message: 'Marcação remarcada.' }, ({ db, customer, body }) =>
    rescheduleCustomerBooking(db, customer.customerId, { reference: body.reference, date: body.appointment_date, time: body.appointment_time }, new Date(), app.config.publicUrl),
  );
}
