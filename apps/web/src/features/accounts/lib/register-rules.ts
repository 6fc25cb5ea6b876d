import { looksLikeEmail, MESSAGE_TERMS_REQUIRED, normalizeMobile, PASSWORD_MIN_LENGTH } from '@shop/contract/accounts-rules';
import type { FieldErrors } from '../../../lib/form-errors.ts';

export interface RegisterDraft {
  first_name: string;
  last_name: string;
  email: string;
  mobile: string;
  password: string;
  password_confirmation: string;
  accept_terms: boolean;
}

export type RegisterField = keyof RegisterDraft;

/** The order the fields appear in, so the first error found is the first on screen. */
export const REGISTER_FIELDS: readonly RegisterField[] = ['first_name', 'last_name', 'email', 'mobile', 'password', 'password_confirmation', 'accept_terms'];


/** Every problem of the form at once, each worded for its own field (the server checks the same again). */
export function registerErrors(d: RegisterDraft): FieldErrors<RegisterField> {
  const errors: FieldErrors<RegisterField> = {};
  if (!d.first_name.trim()) errors.first_name = 'Indique o nome.';
  if (!d.last_name.trim()) errors.last_name = 'Indique o apelido.';
  if (!d.email.trim()) errors.email = 'Indique o seu e-mail.';
  else if (!looksLikeEmail(d.email.trim())) errors.email = 'Indique um e-mail válido.';
  if (!d.mobile.trim()) errors.mobile = 'Indique o número de telemóvel.';
  else if (!normalizeMobile(d.mobile)) errors.mobile = 'Indique um número de telemóvel válido (ex.: 84 123 4567).';
  if (!d.password) errors.password = 'Indique a palavra-passe.';
  else if (d.password.length < PASSWORD_MIN_LENGTH) errors.password = `A palavra-passe deve ter pelo menos ${PASSWORD_MIN_LENGTH} caracteres.`;
  if (!d.password_confirmation) errors.password_confirmation = 'Repita a palavra-passe.';
  else if (d.password !== d.password_confirmation) errors.password_confirmation = 'As palavras-passe não coincidem.';
  if (!d.accept_terms) errors.accept_terms = MESSAGE_TERMS_REQUIRED;
  return errors;
}
