import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AppointmentType, ConsultationPaymentMethod } from '@shop/contract/bookings-offer';
import { functionsCall } from '../../../lib/api-client.ts';
import { bookingHeaders, toFormData } from './booking-request.ts';

export interface ConsultationInput {
  full_name: string;
  age: string;
  occupation: string;
  whatsapp: string;
  email: string;
  complaints: string[];
  appointment_type: AppointmentType;
  appointment_date: string;
  appointment_time: string;
  payment_method: ConsultationPaymentMethod;
  notes: string;
  receipt: File | null;
}

export function createConsultation(input: ConsultationInput, idempotencyKey: string, onUploadProgress?: (fraction: number) => void) {
  const { receipt, ...fields } = input;
  return functionsCall('POST /appointments-api/create', {
    form: toFormData(fields, input.payment_method === 'advance_50' ? receipt : null),
    headers: bookingHeaders(idempotencyKey),
    onUploadProgress,
  });
}

export function useCreateConsultation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (args: { input: ConsultationInput; idempotencyKey: string; onUploadProgress?: (fraction: number) => void }) =>
      createConsultation(args.input, args.idempotencyKey, args.onUploadProgress),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['bookings'] }),
  });
}
