import { z } from 'zod';
import { idInput } from './wire-input.ts';
import { pageSchema } from './envelope.ts';
import { AUDIT_KINDS } from './audit-log.ts';
import { FULFILMENTS } from './order-status.ts';

/**
 * The back office's own API: `POST /admin-api/{path}` with the shop envelope
 * `{ status, message, data }` and the same error codes. Staff tokens are not customer tokens.
 */
const STAFF_ROLES = ['owner', 'staff'] as const;
const staffRoleSchema = z.enum(STAFF_ROLES);
export type StaffRole = z.infer<typeof staffRoleSchema>;

const STAFF_PASSWORD_MIN = 10;

const email = z.string().trim().toLowerCase().email('Indique um e-mail válido.').max(254);
const newPassword = z
  .string()
  .min(STAFF_PASSWORD_MIN, `A palavra-passe deve ter pelo menos ${STAFF_PASSWORD_MIN} caracteres.`)
  .max(200, 'A palavra-passe é demasiado longa.');
const staffName = z.string().trim().min(2, 'Indique o nome.').max(120);
const id = idInput();

export const staffSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  name: z.string(),
  role: staffRoleSchema,
  active: z.boolean(),
  must_change_password: z.boolean(),
  last_sign_in_at: z.string().nullable(),
  created_at: z.string(),
});
export type Staff = z.infer<typeof staffSchema>;

export const staffLoginRequest = z.object({ email, password: z.string().min(1, 'Indique a palavra-passe.').max(200) });
export type StaffLoginRequest = z.infer<typeof staffLoginRequest>;
export const staffLoginResponse = z.object({ token: z.string(), token_type: z.literal('Bearer'), staff: staffSchema });
export type StaffLoginResponse = z.infer<typeof staffLoginResponse>;

export const emptyAdminRequest = z.object({}).loose();
export const staffMeResponse = staffSchema;

export const changeOwnPasswordRequest = z.object({
  current_password: z.string().min(1, 'Indique a palavra-passe atual.').max(200),
  new_password: newPassword,
});
export type ChangeOwnPasswordRequest = z.infer<typeof changeOwnPasswordRequest>;

export const staffCreateRequest = z.object({ email, name: staffName, role: staffRoleSchema, password: newPassword });
export type StaffCreateRequest = z.infer<typeof staffCreateRequest>;

export const staffUpdateRequest = z
  .object({ id, name: staffName.optional(), role: staffRoleSchema.optional(), active: z.boolean().optional() })
  .refine((v) => v.name !== undefined || v.role !== undefined || v.active !== undefined, { message: 'Nada para alterar.' });
export type StaffUpdateRequest = z.infer<typeof staffUpdateRequest>;

export const staffResetPasswordRequest = z.object({ id, password: newPassword });
export type StaffResetPasswordRequest = z.infer<typeof staffResetPasswordRequest>;

export const staffListResponse = z.array(staffSchema);

export const auditEntrySchema = z.object({
  id: z.number().int(),
  staff_id: z.number().int().nullable(),
  staff_email: z.string(),
  /** the member's name now (the e-mail kept with the entry when the account is gone) */
  staff_name: z.string(),
  action: z.string(),
  kind: z.enum(AUDIT_KINDS).nullable(),
  /** the entry as a Portuguese sentence with business references (decision 143) */
  sentence: z.string(),
  /** the back-office screen of the thing changed, when there is one */
  link: z.string().nullable(),
  entity: z.string(),
  entity_id: z.string(),
  /** an order's fulfilment, so its statuses read in their own words (decision 147); null for anything else */
  fulfilment: z.enum(FULFILMENTS).nullable(),
  before: z.unknown(),
  after: z.unknown(),
  created_at: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

const isoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Data inválida (AAAA-MM-DD).');
/** Filters of the activity log; `from` and `to` are Maputo calendar days, both included. */
export const auditListRequest = z
  .object({
    entity: z.string().trim().max(40).optional(),
    entity_id: z.union([z.string(), z.number()]).transform(String).optional(),
    staff_id: id.optional().nullable(),
    kind: z.enum(AUDIT_KINDS, 'Tipo de atividade desconhecido.').optional().nullable(),
    from: isoDay.optional().nullable(),
    to: isoDay.optional().nullable(),
    page: pageSchema,
  })
  .refine((p) => !p.from || !p.to || p.from <= p.to, { message: 'A data inicial tem de ser anterior à final.', path: ['to'] });
export type AuditListRequest = z.input<typeof auditListRequest>;

/** A product (or variant) counts as low on stock at or below this many units. */
export const LOW_STOCK_THRESHOLD = 5;

const dashboardStockItemSchema = z.object({
  product_id: z.number().int(),
  product_name: z.string(),
  variant_id: z.number().int().nullable(),
  variant_name: z.string().nullable(),
  stock: z.number().int(),
  cover_image: z.string(),
});

export const dashboardResponse = z.object({
  catalogue: z.object({
    active_products: z.number().int(),
    inactive_products: z.number().int(),
    out_of_stock: z.number().int(),
    low_stock: z.number().int(),
    active_coupons: z.number().int(),
  }),
  /** Active products or variants at or below the threshold, emptiest first. */
  stock_alerts: z.array(dashboardStockItemSchema),
  low_stock_threshold: z.number().int(),
});
export type DashboardResponse = z.infer<typeof dashboardResponse>;
