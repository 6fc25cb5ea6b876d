import { useMutation } from '@tanstack/react-query';
import type { ForgotPasswordSaveRequest } from '@shop/contract/accounts';
import { shopCall } from '../../../lib/api-client.ts';

export const forgotPasswordSave = (input: ForgotPasswordSaveRequest) => shopCall('/forgot-password-save', { ...input });

export const useForgotPasswordSave = () => useMutation({ mutationFn: forgotPasswordSave });
