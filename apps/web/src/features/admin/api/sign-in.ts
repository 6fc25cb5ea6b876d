import { useMutation } from '@tanstack/react-query';
import type { StaffLoginRequest, StaffLoginResponse } from '@shop/contract/admin';
import { adminCall } from '../lib/admin-call.ts';
import { adminSession } from '../lib/admin-session.ts';

export async function signIn(input: StaffLoginRequest): Promise<StaffLoginResponse> {
  const data = await adminCall('/auth/login', input);
  adminSession.signIn(data.token, data.staff);
  return data;
}

export const useSignIn = () => useMutation({ mutationFn: signIn });
