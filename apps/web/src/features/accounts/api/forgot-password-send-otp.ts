import { useMutation } from '@tanstack/react-query';
import type { CodeSentResponse } from '@shop/contract/accounts';
import { shopCall } from '../../../lib/api-client.ts';

export const forgotPasswordSendOtp = (email: string) => shopCall<CodeSentResponse>('/forgot-password-send-otp', { email });

export const useForgotPasswordSendOtp = () => useMutation({ mutationFn: forgotPasswordSendOtp });
