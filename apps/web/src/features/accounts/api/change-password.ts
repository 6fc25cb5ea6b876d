import { useMutation } from '@tanstack/react-query';
import type { ChangePasswordRequest } from '@shop/contract/accounts';
import { shopCall } from '../../../lib/api-client.ts';

export const changePassword = (input: ChangePasswordRequest) => shopCall('/change-password', { ...input });

export const useChangePassword = () => useMutation({ mutationFn: changePassword });
