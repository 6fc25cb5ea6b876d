/** What the cart module offers the other modules (decision 104): the priced cart, coupons and delivery methods. */
export { applyCoupon, cartView, EMPTY_CART_MESSAGE, lockCart, priceCart, toTotalsLine } from './cart-service.ts';
export { redeemCoupon, releaseCoupon, toTotalsCoupon } from './coupons.ts';
export { problemNotice } from './pricing.ts';
export { cheapestMethodForState, methodForState } from './shipping.ts';
