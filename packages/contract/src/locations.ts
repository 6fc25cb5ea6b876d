import { z } from 'zod';
import { idInput } from './wire-input.ts';
import { identityFields } from './envelope.ts';

export { ALLOWED_COUNTRY_IDS, MOZAMBIQUE_COUNTRY_ID, stateLabel } from './location-rules.ts';

export const locationSchema = z.object({ id: z.number().int(), name: z.string() });
export type Location = z.infer<typeof locationSchema>;

export const countryListRequest = z.object(identityFields);
export const stateListRequest = z.object({ ...identityFields, country_id: idInput() });
export const cityListRequest = z.object({ ...identityFields, state_id: idInput() });
export const locationListResponse = z.array(locationSchema);
