import { z } from 'zod';
import { identityFields } from './envelope.ts';

export const loginRequest = z.object({
  ...identityFields,
  email: z.string().trim().toLowerCase().email('Indique um e-mail válido.').max(254),
  password: z.string().min(1, 'Indique a palavra-passe.').max(200),
});
export type LoginRequest = z.infer<typeof loginRequest>;

/** The signed-in customer as the storefront keeps it (the spec's User; `id` is a string). */
export const userSchema = z.object({
  id: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  mobile: z.string().nullable(),
  image: z.string().nullable(),
});
export type User = z.infer<typeof userSchema>;

export const loginResponse = userSchema.extend({ token: z.string(), token_type: z.literal('Bearer') });
export type LoginResponse = z.infer<typeof loginResponse>;

export const logoutRequest = z.object(identityFields);
export const userDetailRequest = z.object(identityFields);
export const userDetailResponse = userSchema;
