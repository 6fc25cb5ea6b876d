/** The seeded demo customer. A module of its own: the journeys sign in as her without loading the seed's database code. */
export const DEMO_CUSTOMER = { email: 'cliente@exemplo.co.mz', password: 'Cliente#2025', firstName: 'Neusa', lastName: 'Cossa', mobile: '258841110000' };
