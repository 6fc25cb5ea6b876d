import { useMutation } from '@tanstack/react-query';
import type { VerifyOtpRequest, VerifyOtpResponse } from '@shop/contract/accounts';
import { shopCall } from '../../../lib/api-client.ts';
import { session } from '../../../lib/session.ts';
import { userOf } from './user-of.ts';

export async function verifyOtp(input: VerifyOtpRequest): Promise<VerifyOtpResponse> {
  const data = await shopCall('/verify-otp', { ...input });
  await session.signIn(data.token, userOf(data));
  return data;
}

export const useVerifyOtp = () => useMutation({ mutationFn: verifyOtp });
