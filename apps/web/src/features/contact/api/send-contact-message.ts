import { useMutation } from '@tanstack/react-query';
import type { ContactSubject } from '@shop/contract/contact-subjects';
import { functionsCall, tokenStore } from '../../../lib/api-client.ts';

export interface ContactInput {
  full_name: string;
  email: string;
  phone: string;
  subject: ContactSubject;
  message: string;
  privacy_accepted: boolean;
}

export function sendContactMessage(input: ContactInput) {
  const token = tokenStore.get();
  return functionsCall('POST /contact-api', {
    body: { ...input, phone: input.phone.trim() || undefined },
    headers: token ? { 'X-Customer-Token': token } : {},
  });
}

export const useSendContactMessage = () => useMutation({ mutationFn: sendContactMessage });
