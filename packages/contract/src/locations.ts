import { z } from 'zod';
import { identityFields } from './envelope.ts';

export const MOZAMBIQUE_COUNTRY_ID = 150;
export const ALLOWED_COUNTRY_IDS = [150, 177] as const;

export const locationSchema = z.object({ id: z.number().int(), name: z.string() });
export type Location = z.infer<typeof locationSchema>;

export const countryListRequest = z.object(identityFields);
export const stateListRequest = z.object({ ...identityFields, country_id: z.coerce.number().int().positive() });
export const cityListRequest = z.object({ ...identityFields, state_id: z.coerce.number().int().positive() });
export const locationListResponse = z.array(locationSchema);

/** The label of the second level: Província in Mozambique, Distrito elsewhere. */
export const stateLabel = (countryId: number | null | undefined) =>
  countryId === MOZAMBIQUE_COUNTRY_ID ? 'Província' : 'Distrito';
