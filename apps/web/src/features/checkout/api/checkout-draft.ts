import type { Address } from '@shop/contract/accounts';
import { mpesaMsisdn } from '@shop/contract/mpesa';
import type { PaymentType, WalletProvider } from '@shop/contract/order-status';
import { formatPhone } from '@shop/contract/phone';

/** The checkout form as typed so far. Kept in sessionStorage so a reload loses nothing (the file itself is never kept). */
export interface CheckoutDraft {
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  address: string;
  bairro: string;
  reference_point: string;
  postcode: string;
  country_id: number | null;
  state_id: number | null;
  city_id: number | null;
  method_id: number | null;
  delivery_comment: string;
  payment_type: PaymentType;
  wallet_provider: WalletProvider;
  payer_phone: string;
  /** the Vodacom number charged from the checkout ("Pagar com M-Pesa", when the shop has M-Pesa settings) */
  mpesa_msisdn: string;
  /** the proof already on the server: its id, name and size */
  proof: { id: string; name: string; size: number } | null;
  /** the saved address delivered to, 'new' for one typed here, null until the book has been looked at */
  address_id: number | 'new' | null;
  /** keep the typed address in the customer's address book when the order is placed */
  save_address: boolean;
}

const DRAFT_KEY = 'cm.checkout.form';
const KEY_KEY = 'cm.checkout.idempotency';

export const emptyDraft = (user: { first_name?: string; last_name?: string; email?: string | null; mobile?: string | null } | null): CheckoutDraft => ({
  first_name: user?.first_name ?? '',
  last_name: user?.last_name ?? '',
  email: user?.email ?? '',
  phone: formatPhone(user?.mobile),
  address: '',
  bairro: '',
  reference_point: '',
  postcode: '',
  country_id: 150,
  state_id: null,
  city_id: null,
  method_id: null,
  delivery_comment: '',
  payment_type: 'bank_transfer',
  wallet_provider: 'mpesa',
  payer_phone: '',
  mpesa_msisdn: user?.mobile && mpesaMsisdn(user.mobile) ? formatPhone(user.mobile) : '',
  proof: null,
  address_id: null,
  save_address: false,
});

/** The delivery fields of a draft filled from a saved address. */
export const fromSavedAddress = (a: Address): Partial<CheckoutDraft> => ({
  address_id: a.id,
  country_id: a.country_id,
  state_id: a.state_id,
  city_id: a.city_id,
  address: a.address,
  bairro: a.bairro,
  reference_point: a.landmark,
  postcode: a.postcode,
  save_address: false,
});

/**
 * The address a checkout starts with: the one already chosen (kept while it still exists), else
 * nothing typed yet means the default ("Principal") or the first saved one, else a new one.
 */
export function initialAddressChoice(draft: CheckoutDraft, addresses: readonly Address[]): Partial<CheckoutDraft> | null {
  if (typeof draft.address_id === 'number') {
    const still = addresses.find((a) => a.id === draft.address_id);
    return still ? null : { address_id: 'new' };
  }
  if (draft.address_id === 'new') return null;
  const typed = draft.address.trim() !== '' || draft.state_id !== null;
  const preferred = addresses.find((a) => a.default_address) ?? addresses[0];
  if (typed || !preferred) return { address_id: 'new' };
  return fromSavedAddress(preferred);
}

/** Contact fields left blank filled from the customer's profile (never overwriting what was typed). */
export function contactFromProfile(draft: CheckoutDraft, profile: { first_name?: string | null; last_name?: string | null; email?: string | null; mobile?: string | null }): Partial<CheckoutDraft> {
  const patch: Partial<CheckoutDraft> = {};
  if (!draft.first_name.trim() && profile.first_name) patch.first_name = profile.first_name;
  if (!draft.last_name.trim() && profile.last_name) patch.last_name = profile.last_name;
  if (!draft.email.trim() && profile.email) patch.email = profile.email;
  if (!draft.phone.trim() && profile.mobile) patch.phone = formatPhone(profile.mobile);
  return patch;
}

export function loadDraft(fallback: CheckoutDraft): CheckoutDraft {
  try {
    const raw = sessionStorage.getItem(DRAFT_KEY);
    return raw ? { ...fallback, ...(JSON.parse(raw) as Partial<CheckoutDraft>) } : fallback;
  } catch {
    return fallback;
  }
}

export function saveDraft(draft: CheckoutDraft) {
  try {
    sessionStorage.setItem(DRAFT_KEY, JSON.stringify(draft));
  } catch {}
}

export function clearDraft() {
  try {
    sessionStorage.removeItem(DRAFT_KEY);
    sessionStorage.removeItem(KEY_KEY);
  } catch {}
}

const randomKey = () => {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return `checkout-${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`;
};

/**
 * The Idempotency-Key for this submission: the same while the body is the same (a retry after a
 * lost answer returns the order already placed), a new one as soon as anything changes.
 */
export function idempotencyKeyFor(body: unknown): string {
  const hash = JSON.stringify(body);
  try {
    const saved = JSON.parse(sessionStorage.getItem(KEY_KEY) ?? 'null') as { key: string; hash: string } | null;
    if (saved && saved.hash === hash) return saved.key;
    const key = randomKey();
    sessionStorage.setItem(KEY_KEY, JSON.stringify({ key, hash }));
    return key;
  } catch {
    return randomKey();
  }
}
