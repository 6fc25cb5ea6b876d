import { z } from 'zod';
import { formatPhone } from './phone.ts';
import type { StoreProfile } from './store.ts';

/**
 * What the store profile must hold before the shop prints anything with it: invoices and receipts
 * carry the legal name, the address and the NUIT, so a missing or malformed one stops the start.
 */
const text = (what: string) => z.string().trim().min(2, `${what}: em falta.`).max(200, `${what}: demasiado longo.`);

const storeProfileSchema = z.object({
  name: text('Nome da loja'),
  legalName: text('Denominação social'),
  address: z.object({ street: text('Morada'), bairro: text('Bairro'), city: text('Cidade'), country: text('País') }),
  phones: z.array(z.string().refine((p) => p.startsWith('+258') && formatPhone(p) === p, 'Telefone: use o formato +258 84 123 4567.')).min(1, 'Indique pelo menos um telefone.'),
  emails: z.object({ clinic: z.email('E-mail da clínica inválido.'), commercial: z.email('E-mail comercial inválido.') }),
  tax: z.object({
    nuit: z.string().regex(/^\d{9}$/, 'NUIT: são 9 algarismos.'),
    vatRatePercent: z.number().int('Taxa de IVA: número inteiro.').min(0, 'Taxa de IVA inválida.').max(50, 'Taxa de IVA inválida.'),
  }),
});

/** Throws with every problem listed when the profile cannot be printed on a document. */
export function checkStoreProfile(profile: StoreProfile): void {
  const result = storeProfileSchema.safeParse(profile);
  if (!result.success) throw new Error(`Perfil da loja inválido: ${result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
}
