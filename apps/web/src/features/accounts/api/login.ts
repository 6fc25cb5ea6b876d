import { useMutation } from '@tanstack/react-query';
import type { LoginRequest, LoginResponse } from '@shop/contract/accounts';
import { shopCall } from '../../../lib/api-client.ts';
import { session } from '../../../lib/session.ts';
import { userOf } from './user-of.ts';

export async function login(input: Pick<LoginRequest, 'email' | 'password'>): Promise<LoginResponse> {
  const data = await shopCall('/login', input);
  await session.signIn(data.token, userOf(data));
  return data;
}

export const useLogin = () => useMutation({ mutationFn: login });
