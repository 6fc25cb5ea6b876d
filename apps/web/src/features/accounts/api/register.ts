import { useMutation } from '@tanstack/react-query';
import type { LoginResponse, RegisterRequest } from '@shop/contract/accounts';
import { shopCall } from '../../../lib/api-client.ts';
import { session } from '../../../lib/session.ts';
import { userOf } from './user-of.ts';

export async function register(input: RegisterRequest): Promise<LoginResponse> {
  const data = await shopCall('/register', { ...input });
  await session.signIn(data.token, userOf(data));
  return data;
}

export const useRegister = () => useMutation({ mutationFn: register });
