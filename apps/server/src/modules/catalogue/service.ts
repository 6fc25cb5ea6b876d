/** What the catalogue offers the other modules (decision 104): product reads as the lists show them, and back-in-stock alerts. */
export { customerFlags } from './customer-flags.ts';
export { queryProducts } from './product-query.ts';
export { toIso, toListItem } from './product-view.ts';
export { releaseStockAlerts } from './stock-alerts.ts';
