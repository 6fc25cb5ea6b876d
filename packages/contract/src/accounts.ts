import { z } from 'zod';
import { idInput } from './wire-input.ts';
import { identityFields, paginatorSchema } from './envelope.ts';
import { MESSAGE_CHANNELS } from './messaging.ts';
import { MESSAGE_TERMS_REQUIRED, normalizeMobile, normalizeMozMobile, PASSWORD_MIN_LENGTH } from './accounts-rules.ts';

const email = z.string({ error: 'Indique o seu e-mail.' }).trim().toLowerCase().email('Indique um e-mail válido.').max(254, 'O e-mail é demasiado longo.');
const name = (label: string) =>
  z.string({ error: `Indique o ${label}.` }).trim().min(1, `Indique o ${label}.`).max(80, `O ${label} é demasiado longo.`);
const newPassword = z
  .string({ error: 'Indique a palavra-passe.' })
  .min(PASSWORD_MIN_LENGTH, `A palavra-passe deve ter pelo menos ${PASSWORD_MIN_LENGTH} caracteres.`)
  .max(200, 'A palavra-passe é demasiado longa.');
const mobile = z
  .string({ error: 'Indique o número de telemóvel.' })
  .trim()
  .max(30)
  .transform((value, ctx) => {
    const normalized = normalizeMobile(value);
    if (!normalized) {
      ctx.addIssue({ code: 'custom', message: 'Indique um número de telemóvel válido (ex.: 84 123 4567).' });
      return z.NEVER;
    }
    return normalized;
  });
const mozMobile = z
  .string({ error: 'Indique o número de telemóvel.' })
  .trim()
  .max(30)
  .transform((value, ctx) => {
    const normalized = normalizeMozMobile(value);
    if (!normalized) {
      ctx.addIssue({ code: 'custom', message: 'Indique um número de telemóvel moçambicano válido (+258 8X XXX XXXX).' });
      return z.NEVER;
    }
    return normalized;
  });
const otp = z
  .string({ error: 'Indique o código.' })
  .trim()
  .regex(/^\d{6}$/, 'O código tem 6 dígitos.');

export const loginRequest = z.object({
  ...identityFields,
  email,
  password: z.string({ error: 'Indique a palavra-passe.' }).min(1, 'Indique a palavra-passe.').max(200),
});
export type LoginRequest = z.infer<typeof loginRequest>;

/** The signed-in customer as the storefront keeps it (the spec's User; `id` is a string). */
const userSchema = z.object({
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

export const registerRequest = z.object({
  ...identityFields,
  first_name: name('nome'),
  last_name: name('apelido'),
  email,
  mobile,
  password: newPassword,
  /** Optional: the form checks the confirmation; when sent, it must match. */
  password_confirmation: z.string().max(200).optional(),
  /** Off unless the customer ticks it. */
  marketing_opt_in: z.boolean().optional(),
  /** The terms and privacy policy must be accepted to open an account (decision 136). */
  accept_terms: z.literal(true, { error: MESSAGE_TERMS_REQUIRED }),
}).refine((b) => b.password_confirmation === undefined || b.password_confirmation === b.password, {
  message: 'As palavras-passe não coincidem.',
  path: ['password_confirmation'],
});
export type RegisterRequest = z.input<typeof registerRequest>;
export const registerResponse = loginResponse;

export const logoutRequest = z.object(identityFields);

/** The full profile, for the profile screen (the stored User is a subset). */
export const profileSchema = userSchema.extend({
  telephone: z.string().nullable(),
  date_of_birth: z.string().nullable(),
  gender: z.string().nullable(),
  marketing_opt_in: z.boolean(),
  /** Where messages about orders and bookings go (decision 163). */
  message_channel: z.enum(MESSAGE_CHANNELS),
  has_password: z.boolean(),
  created_at: z.string(),
});
export type Profile = z.infer<typeof profileSchema>;

export const userDetailRequest = z.object(identityFields);
/** The profile plus the default address's fields, as the original's /user-detail sent them (null without one). */
export const userDetailResponse = profileSchema.extend({
  address: z.string().nullable(),
  bairro: z.string().nullable(),
  city: z.string().nullable(),
  city_id: z.number().int().nullable(),
  state: z.string().nullable(),
  state_id: z.number().int().nullable(),
  country: z.string().nullable(),
  country_id: z.number().int().nullable(),
  postcode: z.string().nullable(),
  default_address_id: z.number().int().nullable(),
});
export type UserDetail = z.infer<typeof userDetailResponse>;

const GENDERS = ['feminino', 'masculino', 'outro'] as const;

/**
 * Profile update. Every field is optional (only what is sent changes). Changing the e-mail or
 * mobile needs the current password when the account has one.
 */
export const profileUpdateRequest = z.object({
  ...identityFields,
  first_name: name('nome').optional(),
  last_name: name('apelido').optional(),
  email: email.optional(),
  telephone: mobile.optional(),
  mobile: mobile.optional(),
  date_of_birth: z
    .union([z.literal(''), z.iso.date('Indique a data no formato AAAA-MM-DD.')])
    .optional()
    .nullable(),
  gender: z.union([z.literal(''), z.enum(GENDERS)]).optional().nullable(),
  marketing_opt_in: z.boolean().optional(),
  message_channel: z.enum(MESSAGE_CHANNELS, { error: 'Escolha e-mail, SMS ou WhatsApp.' }).optional(),
  current_password: z.string().max(200).optional(),
});
export type ProfileUpdateRequest = z.input<typeof profileUpdateRequest>;

/** `password` is the spec-1 name of the new password, `new_password` the spec-2 one. */
export const changePasswordRequest = z
  .object({
    ...identityFields,
    current_password: z.string().max(200).optional(),
    password: newPassword.optional(),
    new_password: newPassword.optional(),
  })
  .refine((b) => b.password !== undefined || b.new_password !== undefined, {
    message: 'Indique a nova palavra-passe.',
    path: ['new_password'],
  });
export type ChangePasswordRequest = z.input<typeof changePasswordRequest>;

export const userDeleteRequest = z.object({ ...identityFields, password: z.string().max(200).optional() });
export type UserDeleteRequest = z.input<typeof userDeleteRequest>;

/** The multipart avatar upload's fields besides the file (`image`). */
export const updateUserImageRequest = z.object({
  ...identityFields,
  image: z.object({ bytes: z.instanceof(Uint8Array), filename: z.string() }, { error: 'Escolha uma imagem.' }),
});

/** A code answer never says whether the e-mail or phone has an account. */
export const codeSentResponse = z.object({ expires_in: z.number().int(), resend_after: z.number().int() });

export const sendOtpRequest = z.object({ ...identityFields, mobile: mozMobile, channel: z.enum(['sms', 'whatsapp']).default('sms') });
export type SendOtpRequest = z.input<typeof sendOtpRequest>;
export const verifyOtpRequest = z.object({ ...identityFields, mobile: mozMobile, otp });
export type VerifyOtpRequest = z.input<typeof verifyOtpRequest>;
/** `is_new`: the phone had no account and one was opened (names still to fill in). */
export const verifyOtpResponse = loginResponse.extend({ is_new: z.boolean() });
export type VerifyOtpResponse = z.infer<typeof verifyOtpResponse>;

export const forgotPasswordSendOtpRequest = z.object({ ...identityFields, email });
export const forgotPasswordVerifyOtpRequest = z.object({ ...identityFields, email, otp });
export type ForgotPasswordVerifyOtpRequest = z.input<typeof forgotPasswordVerifyOtpRequest>;
/** A right code gives a one-time reset token (valid 15 minutes) that /forgot-password-save needs. */
export const forgotPasswordVerifyOtpResponse = z.object({ reset_token: z.string(), expires_in: z.number().int() });
export const forgotPasswordSaveRequest = z
  .object({
    ...identityFields,
    email,
    reset_token: z.string({ error: 'O pedido de recuperação expirou. Peça um novo código.' }).min(20, 'O pedido de recuperação expirou. Peça um novo código.').max(200),
    password: newPassword,
    password_confirmation: z.string().max(200).optional(),
  })
  .refine((b) => b.password_confirmation === undefined || b.password_confirmation === b.password, {
    message: 'As palavras-passe não coincidem.',
    path: ['password_confirmation'],
  });
export type ForgotPasswordSaveRequest = z.input<typeof forgotPasswordSaveRequest>;

/** Addresses fit Mozambique: país, província, cidade, bairro, rua e número, ponto de referência. */
const addressFields = {
  title: z.string().trim().max(40, 'O nome da morada é demasiado longo.').optional().default(''),
  country_id: idInput('Escolha o país.'),
  state_id: idInput('Escolha a província.'),
  city_id: idInput('Escolha a cidade.'),
  /** Optional on the API (the original had no such field); our address form still asks for it. */
  bairro: z.string().trim().max(120, 'O bairro é demasiado longo.').optional().default(''),
  address: z.string({ error: 'Indique a rua e o número.' }).trim().min(1, 'Indique a rua e o número.').max(200, 'A rua e número são demasiado longos.'),
  landmark: z.string().trim().max(200, 'O ponto de referência é demasiado longo.').optional().default(''),
  postcode: z.string().trim().max(12, 'O código postal é demasiado longo.').optional().default(''),
  default_address: z.union([z.boolean(), z.literal(0), z.literal(1), z.literal('0'), z.literal('1')]).optional()
    .transform((v) => (v === undefined ? undefined : v === true || v === 1 || v === '1')),
};

/** The original API's names for the location (`country`, `state`, `city`) are read as the ids. */
const withLocationAliases = (raw: unknown) => {
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return raw;
  const r = raw as Record<string, unknown>;
  return { ...r, country_id: r.country_id ?? r.country, state_id: r.state_id ?? r.state, city_id: r.city_id ?? r.city };
};

const addAddressFields = z.object({ ...identityFields, ...addressFields });
const updateAddressFields = addAddressFields.extend({ address_id: idInput('Indique a morada.') });
export const addAddressRequest = z.preprocess(withLocationAliases, addAddressFields);
export type AddAddressRequest = z.input<typeof addAddressFields>;
export const updateAddressRequest = z.preprocess(withLocationAliases, updateAddressFields);
export type UpdateAddressRequest = z.input<typeof updateAddressFields>;
export const deleteAddressRequest = z.object({
  ...identityFields,
  address_id: idInput('Indique a morada.'),
});
export const addressListRequest = z.object(identityFields);

export const addressSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  country_id: z.number().int(),
  country_name: z.string(),
  state_id: z.number().int(),
  state_name: z.string(),
  city_id: z.number().int(),
  city_name: z.string(),
  bairro: z.string(),
  address: z.string(),
  landmark: z.string(),
  postcode: z.string(),
  default_address: z.boolean(),
});
export type Address = z.infer<typeof addressSchema>;
/** All of the customer's addresses (at most MAX_ADDRESSES, so one page), the default first, as a paginator like the original's. */
export const addressListResponse = paginatorSchema(addressSchema);

