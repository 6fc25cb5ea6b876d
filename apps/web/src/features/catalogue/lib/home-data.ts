/** How many bestsellers the home page shows. */
export const HOME_BESTSELLERS = 12;

/** The key under which the server writes a guest's bestsellers into the home page's HTML (decision 071). */
export const bestsellersDataKey = (limit: number) => `bestsellers:${limit}`;
