/**
 * What the back office offers the other modules (decision 104): staff alerts (mail and phone) and the
 * staff member behind a change.
 */
export { enqueueStaffAlert, staffAlertTarget, type StaffAlert, type StaffAlertTarget } from './ops/staff-alerts.ts';
export type { StaffActor } from './ops/staff-actor.ts';
