import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AppointmentMoveRequest, StaffBookingRequest, StaffSlotsRequest } from '@shop/contract/admin-ops';
import { adminCall } from '../lib/admin-call.ts';

export const fetchStaffSlots = (input: StaffSlotsRequest, signal?: AbortSignal) => adminCall('/appointments/slots', input, { signal });
export const createStaffBooking = (input: StaffBookingRequest) => adminCall('/appointments/create', input);
export const moveAppointment = (input: AppointmentMoveRequest) => adminCall('/appointments/move', input);

/** A day's slots under the staff's rules (no 24-hour notice); `except` is the booking being moved. */
export const useStaffSlots = (input: StaffSlotsRequest | null) =>
  useQuery({
    queryKey: ['admin', 'appointments', 'slots', input],
    queryFn: ({ signal }) => fetchStaffSlots(input!, signal),
    enabled: input !== null,
    staleTime: 0,
  });

export function useStaffBooking() {
  const client = useQueryClient();
  const onSettled = () => {
    void client.invalidateQueries({ queryKey: ['admin', 'appointments'] });
    void client.invalidateQueries({ queryKey: ['admin', 'dashboard'] });
  };
  return {
    create: useMutation({ mutationFn: createStaffBooking, onSettled }),
    move: useMutation({ mutationFn: moveAppointment, onSettled }),
  };
}
