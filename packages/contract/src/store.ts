export interface PayeeAccount {
  kind: 'bank' | 'wallet';
  provider: string;
  holder: string;
  account: string;
  nib?: string;
}

export interface StoreProfile {
  name: string;
  legalName: string;
  tagline: string;
  address: { street: string; bairro: string; city: string; country: string; mapUrl: string };
  phones: string[];
  /** digits only, for wa.me links */
  whatsapp: string;
  emails: { clinic: string; commercial: string };
  hours: { days: string; hours: string }[];
  payees: PayeeAccount[];
  payOnDelivery: boolean;
  /** Delivery costs nothing once the goods (after the coupon) reach this many cents; null: no such offer. */
  freeDeliveryFromCents: number | null;
  social: { network: 'instagram' | 'facebook' | 'tiktok' | 'youtube'; url: string }[];
  /** What invoices and receipts print: the taxpayer number (NUIT, 9 digits) and the IVA rate inside every price. */
  tax: { nuit: string; vatRatePercent: number };
}

/**
 * The store profile, in one place: footer, contact page, checkout and e-mails all read it.
 * Payee accounts are public by nature (customers transfer to them).
 */
export const STORE_PROFILE: StoreProfile = {
  name: 'Cabelo & Clínica Maputo',
  legalName: 'Cabelo & Clínica Maputo, Lda.',
  tagline: 'Cuidado capilar profissional em Maputo',
  address: {
    street: 'Av. Julius Nyerere, 1234',
    bairro: 'Polana Cimento',
    city: 'Maputo',
    country: 'Moçambique',
    mapUrl: 'https://www.openstreetmap.org/?mlat=-25.9653&mlon=32.5892#map=17/-25.9653/32.5892',
  },
  phones: ['+258 84 123 4567', '+258 21 49 0000'],
  whatsapp: '258841234567',
  emails: { clinic: 'clinica@cabelomaputo.co.mz', commercial: 'comercial@cabelomaputo.co.mz' },
  hours: [
    { days: 'Segunda a Sexta', hours: '09:00 – 18:00' },
    { days: 'Sábado', hours: '09:00 – 14:00' },
    { days: 'Domingo', hours: 'Encerrado' },
  ],
  payees: [
    { kind: 'bank', provider: 'Millennium BIM', holder: 'Cabelo & Clínica Maputo, Lda.', account: '123456789', nib: '0001 0000 0123 4567 8915 7' },
    { kind: 'bank', provider: 'BCI', holder: 'Cabelo & Clínica Maputo, Lda.', account: '987654321', nib: '0008 0000 0987 6543 2110 1' },
    { kind: 'wallet', provider: 'M-Pesa', holder: 'Cabelo & Clínica Maputo', account: '84 123 4567' },
  ],
  payOnDelivery: false,
  freeDeliveryFromCents: 500_000,
  social: [
    { network: 'instagram', url: 'https://instagram.com/cabelomaputo' },
    { network: 'facebook', url: 'https://facebook.com/cabelomaputo' },
    { network: 'tiktok', url: 'https://tiktok.com/@cabelomaputo' },
  ],
  tax: { nuit: '400123456', vatRatePercent: 16 },
};

/** Where the clinic is, in one line: the pick-up place of "levantamento na clínica" orders and of appointments. */
export const clinicAddressLine = (profile: Pick<StoreProfile, 'address'> = STORE_PROFILE) =>
  `${profile.address.street}, ${profile.address.bairro}, ${profile.address.city}`;

export const whatsappLink = (text: string) =>
  `https://wa.me/${STORE_PROFILE.whatsapp}?text=${encodeURIComponent(text)}`;

/** The shop's currency, as `/currency` answers it: amounts on the wire are decimal strings in it. */
export const STORE_CURRENCY = { code: 'MZN', name: 'Metical moçambicano', symbol: 'MT', symbol_position: 'pre', decimals: 2 } as const;
