import { useMutation } from '@tanstack/react-query';
import type { LoginRequest, LoginResponse } from '@shop/contract/accounts';
import { shopCall } from '../../../lib/api-client.ts';
import { session } from '../../../lib/session.ts';

export async function login(input: Pick<LoginRequest, 'email' | 'password'>): Promise<LoginResponse> {
  const data = await shopCall<LoginResponse>('/login', input);
  const { token, token_type: _type, ...user } = data;
  await session.signIn(token, user);
  return data;
}

export const useLogin = () => useMutation({ mutationFn: login });
