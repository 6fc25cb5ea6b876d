import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AppointmentRemindersRequest, AppointmentStatusRequest, BlockCreateRequest } from '@shop/contract/admin-ops';
import { adminCall } from '../lib/admin-call.ts';

export const changeAppointmentStatus = (input: AppointmentStatusRequest) => adminCall('/appointments/status', input);
export const setReminders = (input: AppointmentRemindersRequest) => adminCall('/appointments/reminders', input);
export const blockPeriod = (input: BlockCreateRequest) => adminCall('/appointments/block', input);
/** The bookings that hold a period, asked before it is blocked. */
export const bookingsInPeriod = (input: BlockCreateRequest) => adminCall('/appointments/block/check', input);
export const unblockPeriod = (id: number) => adminCall('/appointments/unblock', { id });

export function useAppointmentActions() {
  const client = useQueryClient();
  const onSettled = () => {
    void client.invalidateQueries({ queryKey: ['admin', 'appointments'] });
    void client.invalidateQueries({ queryKey: ['admin', 'dashboard'] });
  };
  return {
    status: useMutation({ mutationFn: changeAppointmentStatus, onSettled }),
    reminders: useMutation({ mutationFn: setReminders, onSettled }),
    block: useMutation({ mutationFn: blockPeriod, onSettled }),
    check: useMutation({ mutationFn: bookingsInPeriod }),
    unblock: useMutation({ mutationFn: unblockPeriod, onSettled }),
  };
}
