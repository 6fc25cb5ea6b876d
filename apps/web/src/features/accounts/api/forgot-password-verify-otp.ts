import { useMutation } from '@tanstack/react-query';
import type { ForgotPasswordVerifyOtpRequest } from '@shop/contract/accounts';
import { shopCall } from '../../../lib/api-client.ts';

export const forgotPasswordVerifyOtp = (input: ForgotPasswordVerifyOtpRequest) =>
  shopCall('/forgot-password-verify-otp', { ...input });

export const useForgotPasswordVerifyOtp = () => useMutation({ mutationFn: forgotPasswordVerifyOtp });
