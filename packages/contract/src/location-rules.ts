/** Pure location rules, free of zod so the web app can import them (decision 004). */
export const MOZAMBIQUE_COUNTRY_ID = 150;
export const ALLOWED_COUNTRY_IDS = [150, 177] as const;

/** The label of the second level: Província in Mozambique, Distrito elsewhere. */
export const stateLabel = (countryId: number | null | undefined) =>
  countryId === MOZAMBIQUE_COUNTRY_ID ? 'Província' : 'Distrito';
