import { useMutation } from '@tanstack/react-query';
import type { SendOtpRequest } from '@shop/contract/accounts';
import { shopCall } from '../../../lib/api-client.ts';

export const sendOtp = (input: SendOtpRequest) => shopCall('/send-otp', { ...input });

export const useSendOtp = () => useMutation({ mutationFn: sendOtp });
