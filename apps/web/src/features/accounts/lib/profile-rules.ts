import { looksLikeEmail, normalizeMobile } from '@shop/contract/accounts-rules';
import type { FieldErrors } from '../../../lib/form-errors.ts';

export interface ProfileDraft {
  first_name: string;
  last_name: string;
  email: string;
  telephone: string;
  current_password: string;
}

export const PROFILE_FIELDS: readonly string[] = ['first_name', 'last_name', 'email', 'telephone', 'mobile', 'current_password'];


/** Every reason the profile cannot be saved yet, each on its field. */
export function profileErrors(d: ProfileDraft, needsPassword: boolean): FieldErrors<keyof ProfileDraft> {
  const errors: FieldErrors<keyof ProfileDraft> = {};
  if (!d.first_name.trim()) errors.first_name = 'Indique o nome.';
  if (!d.last_name.trim()) errors.last_name = 'Indique o apelido.';
  if (d.email.trim() && !looksLikeEmail(d.email.trim())) errors.email = 'Indique um e-mail válido.';
  if (d.telephone.trim() && !normalizeMobile(d.telephone)) errors.telephone = 'Indique um número de telemóvel válido (ex.: 84 123 4567).';
  if (needsPassword && !d.current_password) errors.current_password = 'Para alterar o e-mail ou o telemóvel, confirme com a sua palavra-passe atual.';
  return errors;
}
