import type { Address } from './accounts.ts';

/** Pure account rules, free of zod so the web app can import them (decision 004). */
export const PASSWORD_MIN_LENGTH = 8;
export const OTP_LENGTH = 6;

/**
 * The version of the Termos e Condições a new account accepts, recorded with the moment of acceptance
 * (decision 136). It is the month the terms page says they were last updated; change both together.
 */
export const TERMS_VERSION = '2025-01';

/** The refusal when an account is asked for without accepting the terms (decision 136). */
export const MESSAGE_TERMS_REQUIRED = 'Para criar conta, aceite os Termos e Condições e a Política de Privacidade.';

/**
 * A Mozambican mobile number in any common spelling ("84 123 4567", "+258 841234567",
 * "258841234567") as E.164 digits without the plus ("258841234567"); null when it is not one.
 * Mobile prefixes are 82–87 followed by seven digits.
 */
export function normalizeMozMobile(input: string): string | null {
  const digits = input.replace(/[\s().-]/g, '').replace(/^\+/, '').replace(/^00/, '');
  if (!/^\d+$/.test(digits)) return null;
  const national = digits.length === 12 && digits.startsWith('258') ? digits.slice(3) : digits;
  return /^8[2-7]\d{7}$/.test(national) ? `258${national}` : null;
}

/** Any mobile a customer may keep on the account: a Mozambican one, or an international one written with +. */
export function normalizeMobile(input: string): string | null {
  const moz = normalizeMozMobile(input);
  if (moz) return moz;
  const trimmed = input.replace(/[\s().-]/g, '');
  if (/^(\+|00)[1-9]\d{7,14}$/.test(trimmed)) return trimmed.replace(/^(\+|00)/, '');
  return null;
}

/** A quick check for forms (the server validates properly): something@domain.tld, no spaces. */
export const looksLikeEmail = (value: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value.trim());

export const MAX_ADDRESSES = 20;

/** One line for showing an address: "Rua X 12, Bairro Y, Maputo, Maputo Cidade". */
export const addressLine = (a: Pick<Address, 'address' | 'bairro' | 'city_name' | 'state_name'>) =>
  [a.address, a.bairro, a.city_name, a.state_name].filter(Boolean).join(', ');
