import type { AuditActor } from '../../../lib/audit.ts';
import type { Actor } from '../../orders/service.ts';

/** The staff member as the audit log and the orders module name them. */
export type StaffActor = AuditActor;

export const orderActor = (staff: StaffActor): Actor => ({ type: 'staff', id: staff.staffId });
