import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { adminCalls, type AdminCalls, type AdminPath, type AdminSpec, type RequestSchema } from '@shop/contract/api';
import type { Db } from '../db/client.ts';
import { bearerToken } from '../plugins/auth.ts';
import { recordAudit, type AuditEntry } from './audit.ts';
import { sendDownload } from './downloads.ts';
import { AppError } from './errors.ts';
import { ShopResult } from './shop-route.ts';
import { resolveStaffSession, type StaffContext } from './staff-auth.ts';
import { noteCall } from './registered-calls.ts';
import { parseOrThrow } from './validation.ts';

/** `public`: no session (sign-in); `staff`: any active staff member; `owner`: owners only. */
export type AdminAccess = 'public' | 'staff' | 'owner';

export interface AdminContext<B, A extends AdminAccess> {
  body: B;
  staff: A extends 'public' ? null : StaffContext;
  request: FastifyRequest;
  reply: FastifyReply;
  db: Db;
  /** Records a change made by the calling staff member; pass the transaction making the change. */
  audit(db: Db, entry: AuditEntry): Promise<void>;
}

/** What a call answers in `data`, from the contract's call map. */
export type AdminAnswer<P extends AdminPath> = AdminCalls[P]['answer'];

/**
 * How a call is served besides what the map says. The body schema and who may call come from the
 * contract's call map (`adminCalls`); only a multipart call (the map's `file`) names the schema of
 * its form with the file in it.
 */
export interface AdminRouteOptions<P extends AdminPath, S extends z.ZodType> {
  /** Multipart calls only: the map's fields plus the uploaded file, as `parse` returns them. */
  form?: AdminSpec<P> extends { file: object } ? S : never;
  /** Default success message. */
  message?: string;
  /** Per-IP limit for this call, on top of the global one. */
  rateLimit?: { max: number; timeWindow: string | number };
  /** For multipart routes: turn the request into the object the body schema validates. */
  parse?: (request: FastifyRequest) => Promise<unknown>;
  /** Reachable while the caller still has to replace a temporary password (sign-out, me, change password). */
  allowPendingPasswordChange?: boolean;
}

export const MESSAGE_STAFF_SIGN_IN = 'Inicie sessão na área de gestão para continuar.';
export const MESSAGE_OWNER_ONLY = 'Apenas o(a) proprietário(a) pode fazer esta operação.';
export const MESSAGE_CHANGE_PASSWORD_FIRST = 'Altere a palavra-passe temporária para continuar.';

/** Resolves the staff member behind the request's bearer token (once per request). */
export async function staffOf(request: FastifyRequest): Promise<StaffContext | null> {
  const cached = staffCache.get(request);
  if (cached) return cached;
  const idleMs = request.server.config.ADMIN_SESSION_IDLE_HOURS * 60 * 60 * 1000;
  const pending = resolveStaffSession(request.server.db, bearerToken(request), idleMs);
  staffCache.set(request, pending);
  return pending;
}
const staffCache = new WeakMap<FastifyRequest, Promise<StaffContext | null>>();

/**
 * Registers one admin call: `POST /admin-api{path}` with the shop envelope, validation, the staff
 * session and the role check, all on the server. A customer's token is not a staff token: 401. The
 * path is a key of the contract's call map: the map gives the body schema and the access, and the
 * handler must answer the map's answer type.
 */
export function adminRoute<P extends AdminPath, S extends z.ZodType = RequestSchema<AdminSpec<P>>>(
  app: FastifyInstance,
  path: P,
  options: AdminRouteOptions<P, S>,
  handler: (ctx: AdminContext<z.output<S>, AdminSpec<P>['access']>) => Promise<AdminAnswer<P> | ShopResult<AdminAnswer<P>>>,
) {
  const spec: { request: z.ZodType; access: AdminAccess } = adminCalls[path];
  const schema: z.ZodType = options.form ?? spec.request;
  noteCall({ api: 'admin', method: 'POST', path, request: schema });
  app.post(path, { config: { input: { body: schema }, ...(options.rateLimit ? { rateLimit: options.rateLimit } : {}) } }, async (request, reply) => {
    let staff: StaffContext | null = null;
    if (spec.access !== 'public') {
      staff = await staffOf(request);
      if (!staff) throw new AppError('UNAUTHENTICATED', MESSAGE_STAFF_SIGN_IN);
      if (spec.access === 'owner' && staff.role !== 'owner') throw new AppError('FORBIDDEN', MESSAGE_OWNER_ONLY);
      if (staff.mustChangePassword && !options.allowPendingPasswordChange) {
        throw new AppError('FORBIDDEN', MESSAGE_CHANGE_PASSWORD_FIRST, { data: { must_change_password: true } });
      }
    }
    const raw = options.parse ? await options.parse(request) : (request.body ?? {});
    const body = parseOrThrow(schema, raw) as z.output<S>;
    const audit = (db: Db, entry: AuditEntry) => {
      if (!staff) throw new Error('audit needs a signed-in staff member');
      return recordAudit(db, { staffId: staff.staffId, email: staff.email }, entry);
    };
    const result = await handler({ body, staff: staff as AdminContext<z.output<S>, AdminSpec<P>['access']>['staff'], request, reply, db: app.db, audit });
    reply.header('Cache-Control', 'no-store');
    if (result instanceof ShopResult) {
      reply.code(result.httpStatus);
      return { status: 1, message: result.message, data: result.data };
    }
    return { status: 1, message: options.message ?? 'Sucesso.', data: result };
  });
}

/** For the staff routes that answer a file rather than the envelope: the same staff checks as adminRoute. */
export async function requireStaff(request: FastifyRequest): Promise<StaffContext> {
  const staff = await staffOf(request);
  if (!staff) throw new AppError('UNAUTHENTICATED', MESSAGE_STAFF_SIGN_IN);
  if (staff.mustChangePassword) throw new AppError('FORBIDDEN', MESSAGE_CHANGE_PASSWORD_FIRST);
  return staff;
}

/** The admin calls that answer a file (the map's `{ download }`) rather than the envelope. */
export type AdminDownloadPath = { [P in AdminPath]: AdminSpec<P>['answer'] extends { download: string } ? P : never }[AdminPath];

/**
 * Registers one admin call answered with a file (CSV, PDF) by `sendDownload`: the map's body schema
 * and access, the same staff checks as `adminRoute` before the body is read (a temporary password
 * still to replace refuses it), no envelope.
 */
export function adminDownloadRoute<P extends AdminDownloadPath>(
  app: FastifyInstance,
  path: P,
  handler: (ctx: { body: z.output<RequestSchema<AdminSpec<P>>>; staff: StaffContext; request: FastifyRequest; db: Db }) => Promise<{ type: string; filename: string; body: string | Buffer }>,
) {
  const spec: { request: z.ZodType; access: AdminAccess } = adminCalls[path];
  noteCall({ api: 'admin', method: 'POST', path, request: spec.request });
  app.post(path, async (request, reply) => {
    const staff = await requireStaff(request);
    if (spec.access === 'owner' && staff.role !== 'owner') throw new AppError('FORBIDDEN', MESSAGE_OWNER_ONLY);
    const body = parseOrThrow(spec.request, request.body ?? {}) as z.output<RequestSchema<AdminSpec<P>>>;
    return sendDownload(reply, await handler({ body, staff, request, db: app.db }));
  });
}
