import { useMutation } from '@tanstack/react-query';
import { shopCall } from '../../../lib/api-client.ts';

export const forgotPasswordSendOtp = (email: string) => shopCall('/forgot-password-send-otp', { email });

export const useForgotPasswordSendOtp = () => useMutation({ mutationFn: forgotPasswordSendOtp });
