import { useMutation } from '@tanstack/react-query';
import type { ForgotPasswordVerifyOtpRequest, ForgotPasswordVerifyOtpResponse } from '@shop/contract/accounts';
import { shopCall } from '../../../lib/api-client.ts';

export const forgotPasswordVerifyOtp = (input: ForgotPasswordVerifyOtpRequest) =>
  shopCall<ForgotPasswordVerifyOtpResponse>('/forgot-password-verify-otp', { ...input });

export const useForgotPasswordVerifyOtp = () => useMutation({ mutationFn: forgotPasswordVerifyOtp });
