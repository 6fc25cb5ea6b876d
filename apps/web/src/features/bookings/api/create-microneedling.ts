import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MicroneedlingArea, MicroneedlingPaymentOption } from '@shop/contract/bookings-offer';
import { functionsCall } from '../../../lib/api-client.ts';
import { bookingHeaders, toFormData } from './booking-request.ts';

export interface MicroneedlingInput {
  service_area: MicroneedlingArea;
  package: number;
  appointment_date: string;
  appointment_time: string;
  full_name: string;
  email: string;
  phone: string;
  notes: string;
  payment_option: MicroneedlingPaymentOption;
  receipt: File | null;
}

export function createMicroneedling(input: MicroneedlingInput, idempotencyKey: string, onUploadProgress?: (fraction: number) => void) {
  const { receipt, ...fields } = input;
  return functionsCall('POST /appointments-api/microneedling', {
    form: toFormData(fields, receipt),
    headers: bookingHeaders(idempotencyKey),
    onUploadProgress,
  });
}

export function useCreateMicroneedling() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (args: { input: MicroneedlingInput; idempotencyKey: string; onUploadProgress?: (fraction: number) => void }) =>
      createMicroneedling(args.input, args.idempotencyKey, args.onUploadProgress),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['bookings'] }),
  });
}
