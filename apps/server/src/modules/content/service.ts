/** What the content module offers the other modules (decision 104): the clinic services' prices. */
export { bookingPrice, priceText } from './services.ts';
