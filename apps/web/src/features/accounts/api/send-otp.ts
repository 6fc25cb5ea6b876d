import { useMutation } from '@tanstack/react-query';
import type { CodeSentResponse, SendOtpRequest } from '@shop/contract/accounts';
import { shopCall } from '../../../lib/api-client.ts';

export const sendOtp = (input: SendOtpRequest) => shopCall<CodeSentResponse>('/send-otp', { ...input });

export const useSendOtp = () => useMutation({ mutationFn: sendOtp });
