import { z } from 'zod';
import { idInput } from './wire-input.ts';
import {
  addAddressRequest, addressListRequest, addressListResponse, addressSchema, changePasswordRequest, codeSentResponse, deleteAddressRequest, forgotPasswordSaveRequest,
  forgotPasswordSendOtpRequest, forgotPasswordVerifyOtpRequest, forgotPasswordVerifyOtpResponse, loginRequest, loginResponse, logoutRequest,
  profileSchema, profileUpdateRequest, registerRequest, registerResponse, sendOtpRequest, updateAddressRequest, userDeleteRequest, userDetailRequest,
  userDetailResponse, verifyOtpRequest, verifyOtpResponse,
} from './accounts.ts';
import {
  auditEntrySchema, auditListRequest, changeOwnPasswordRequest, dashboardResponse, emptyAdminRequest, staffCreateRequest, staffListResponse,
  staffLoginRequest, staffLoginResponse, staffMeResponse, staffResetPasswordRequest, staffSchema, staffUpdateRequest,
} from './admin.ts';
import {
  adminCategoryListResponse, adminCategorySchema, adminCouponSchema, adminProductDetailRequest, adminProductListRequest, adminProductListResponse,
  adminProductSchema, categoryDeleteRequest, categorySaveRequest, couponListRequest, couponListResponse, couponSaveRequest, mediaSchema, productSaveRequest,
  productStockRequest, productStockSchema, stockSheetAppliedSchema, stockSheetApplyForm, stockSheetPreviewSchema,
} from './admin-catalogue.ts';
import {
  adminOrderListRequest, adminOrderNeighboursRequest, appointmentListRequest, appointmentMoveRequest, appointmentRemindersRequest, appointmentStatusRequest, blockCreateRequest, blogPublishRequest, blogSaveRequest, idOnlyRequest,
  messageAnsweredRequest, messageAssignRequest, messageListRequest, messageReadRequest, messageReplyRequest, orderBulkShipRequest, orderNoteRequest, orderStatusChangeRequest, proofBulkApproveRequest, proofDecisionRequest, proofListRequest, returnDecisionRequest, returnReceiveRequest, serviceSaveRequest,
  staffBookingRequest, staffSlotsRequest, subscriberListRequest,
  type AdminBlockedPeriod, type BlockedBooking, type AdminBlogPost, type AdminClinicService, type AdminContactMessageDetail, type AdminMessageList, type AdminOrderDetail, type AdminOrderNeighbours, type AdminOrderRow, type BulkResult,
  type AdminSubscriber, type AppointmentDays, type BackOfficeCounters, type OpsDashboard, type ProofQueueItem, type StaffSlot,
} from './admin-ops.ts';
import {
  availableDaysQuery, availableDaysResponse, availableSlotsQuery, availableSlotsResponse, bookingByReferenceQuery, bookingCreatedSchema,
  bookingViewSchema, cancelBookingRequest, consultationCreateRequest, microneedlingCreateRequest, myBookingsRequest, myBookingsResponse,
  rescheduleBookingRequest,
} from './bookings.ts';
import {
  addCartRequest, applyCouponRequest, cartCheckGuestRequest, cartCheckRequest, cartListRequest, cartMergeRequest, cartMergeResponse, cartQtyRequest,
  cartSchema, deliveryChargeRequest, deliveryChargeResponse, removeCartRequest, removeCouponRequest, shippingListRequest, shippingListResponse,
} from './cart.ts';
import {
  addReviewRequest, addReviewResponse, stockAlertCancelRequest, stockAlertCancelResponse, stockAlertRequest, stockAlertResponse, bestsellerRequest, categoryListRequest, categoryListResponse, categoryProductsRequest, checkVariantStockRequest,
  productDetailRequest, productDetailResponse, productListRequest, productListResponse, productPageSchema, relatedProductsRequest, relatedProductsResponse,
  searchRequest, simpleListRequest, trendingCategoryProductsRequest, variantInfoSchema, variantListRequest, variantStockSchema,
} from './catalogue.ts';
import { contactRequest, contactResponse, subscribeRequest, subscribeResponse } from './contact.ts';
import {
  blogCategorySchema, blogLimitQuery, blogPageQuery, blogPostSchema, blogPostsPage, blogPostsQuery, blogPostSummarySchema, blogSearchRequest,
  blogStatsSchema, clinicServiceSchema, servicesResponse,
} from './content.ts';
import { emptyBodySchema, identityFields, paginatorSchema, type Paginator } from './envelope.ts';
import {
  wishlistAddRequest, wishlistClearRequest, wishlistGuestRequest, wishlistIdsResponse, wishlistListRequest, wishlistMergeRequest, wishlistRemoveRequest,
  wishlistResponse,
} from './wishlist.ts';
import { cityListRequest, countryListRequest, locationListResponse, stateListRequest } from './locations.ts';
import {
  addressInfoSchema, loyaltyProgramResponse, loyaltyRewardRequest, loyaltyRewardResponse, orderCancelRequest, orderDetailSchema, orderIdRequest,
  orderListRequest, orderListResponse, orderStatsResponse, placeOrderRequest, placeOrderResponse, productReturnRequest, productReturnResponse,
  proofUploadResponse, trackingResponse,
} from './orders.ts';
import {
  moneyTargetRequest, mpesaPayRequest, mpesaTargetRequest, recordPaymentRequest, recordRefundRequest, reportExportRequest, reportPeriodRequest, type MoneySummary, type SalesReport,
} from './payments.ts';
import type { MpesaPaymentView } from './mpesa.ts';
import { globalSearchRequest, type GlobalSearchResult } from './admin-search.ts';
import { clientDetailRequest, clientListRequest, clientNoteDeleteRequest, clientNoteRequest, type AdminClientDetail, type AdminClientRow } from './admin-clients.ts';

/**
 * Every call of the shop, functions and admin APIs in one map: its request schema, its answer and
 * who may make it. The server checks its routes against it (test/api-map.test.ts), the OpenAPI
 * document (docs/openapi.json, `npm run openapi`) is generated from it, and the web types its
 * calls with `import type { ShopCalls, AdminCalls, FunctionsCalls }`: no zod reaches the bundle.
 */

/** An answer known by its TypeScript type only (no schema yet): typed on both sides, "any JSON" in the OpenAPI document. */
interface TypedAnswer<T> {
  readonly typeName: string;
  /** Never set: carries T for the type map. */
  readonly __answer?: T;
}
const typed = <T>(typeName: string): TypedAnswer<T> => ({ typeName });

/** An answer that is a file download (CSV, image, PDF) rather than a JSON envelope. */
interface DownloadAnswer {
  readonly download: string;
}

export type AnswerSpec = z.ZodType | TypedAnswer<unknown> | DownloadAnswer;

interface CallSpec {
  /** Where the call is documented (the contract's domain word). */
  tag: string;
  request: z.ZodType;
  answer: AnswerSpec;
  /** The request is multipart/form-data; this field carries the file. */
  file?: { field: string; required: boolean };
  /** 201 for calls that create something (the default is 200). */
  created?: true;
}
interface ShopCallSpec extends CallSpec {
  /** `none`: no token read; `optional`: a token adds what the customer has; `required`: 401 without one. */
  auth: 'none' | 'optional' | 'required';
}
interface AdminCallSpec extends CallSpec {
  access: 'public' | 'staff' | 'owner';
}
export interface FunctionsCallSpec extends CallSpec {
  /** Query parameters (GET) or nothing; `request` is the JSON or form body (POST). */
  query?: z.ZodType;
}

const noAnswer = z.null();
const empty = z.object({});
const storeInfo = z.object({
  store_slug: z.string(),
  name: z.string(),
  tagline: z.string(),
  currency: z.string(),
  currency_symbol: z.string(),
  phones: z.array(z.string()),
  whatsapp: z.string(),
  emails: z.object({ clinic: z.string(), commercial: z.string() }),
  address: z.object({ street: z.string(), bairro: z.string(), city: z.string(), country: z.string(), mapUrl: z.string() }),
  hours: z.array(z.object({ days: z.string(), hours: z.string() })),
});
const currency = z.object({ code: z.string(), symbol: z.string() }).loose();
const orderQuote = cartSchema.extend({ method_id: z.number().int(), method_name: z.string(), delivery_information: addressInfoSchema });
const orderProofForm = z.object({ ...identityFields, order_id: idInput('Pedido inválido.') });
const contactAnswer = contactResponse.extend({ message: z.string() });
const movedBooking = typed<{ reference: string; date: string; time: string }>('{ reference, date, time }');
const postList = typed<{ posts: AdminBlogPost[]; categories: { id: number; name: string }[] }>('AdminBlogPostList');

// ---------------------------------------------------------------- shop API: POST /api/{slug}{path}

const productList = <R extends z.ZodType>(tag: string, request: R) =>
  [
    { tag, auth: 'optional', request, answer: productPageSchema },
    { tag, auth: 'none', request, answer: productPageSchema },
  ] as const satisfies readonly [ShopCallSpec, ShopCallSpec];

const [bestseller, bestsellerGuest] = productList('catalogue', bestsellerRequest);
const [featured, featuredGuest] = productList('catalogue', simpleListRequest);
const [recent, recentGuest] = productList('catalogue', simpleListRequest);
const [discounted, discountedGuest] = productList('catalogue', simpleListRequest);
const [inCategory, inCategoryGuest] = productList('catalogue', categoryProductsRequest);
const [trending, trendingGuest] = productList('catalogue', trendingCategoryProductsRequest);
const [search, searchGuest] = productList('catalogue', searchRequest);

export const shopCalls = {
  // store
  '/': { tag: 'store', auth: 'none', request: emptyBodySchema, answer: storeInfo },
  '/currency': { tag: 'store', auth: 'none', request: emptyBodySchema, answer: currency },
  // locations
  '/country-list': { tag: 'locations', auth: 'none', request: countryListRequest, answer: locationListResponse },
  '/state-list': { tag: 'locations', auth: 'none', request: stateListRequest, answer: locationListResponse },
  '/city-list': { tag: 'locations', auth: 'none', request: cityListRequest, answer: locationListResponse },
  // accounts
  '/login': { tag: 'accounts', auth: 'none', request: loginRequest, answer: loginResponse },
  '/register': { tag: 'accounts', auth: 'none', request: registerRequest, answer: registerResponse, created: true },
  '/logOut': { tag: 'accounts', auth: 'required', request: logoutRequest, answer: noAnswer },
  '/send-otp': { tag: 'accounts', auth: 'none', request: sendOtpRequest, answer: codeSentResponse },
  '/verify-otp': { tag: 'accounts', auth: 'none', request: verifyOtpRequest, answer: verifyOtpResponse },
  '/forgot-password-send-otp': { tag: 'accounts', auth: 'none', request: forgotPasswordSendOtpRequest, answer: codeSentResponse },
  '/forgot-password-verify-otp': { tag: 'accounts', auth: 'none', request: forgotPasswordVerifyOtpRequest, answer: forgotPasswordVerifyOtpResponse },
  '/forgot-password-save': { tag: 'accounts', auth: 'none', request: forgotPasswordSaveRequest, answer: noAnswer },
  '/user-detail': { tag: 'accounts', auth: 'required', request: userDetailRequest, answer: userDetailResponse },
  '/profile-update': { tag: 'accounts', auth: 'required', request: profileUpdateRequest, answer: profileSchema },
  '/change-password': { tag: 'accounts', auth: 'required', request: changePasswordRequest, answer: noAnswer },
  '/user-delete': { tag: 'accounts', auth: 'required', request: userDeleteRequest, answer: noAnswer },
  '/update-user-image': { tag: 'accounts', auth: 'required', request: z.object(identityFields), answer: profileSchema, file: { field: 'image', required: true } },
  '/address-list': { tag: 'accounts', auth: 'required', request: addressListRequest, answer: addressListResponse },
  '/add-address': { tag: 'accounts', auth: 'required', request: addAddressRequest, answer: addressSchema, created: true },
  '/update-address': { tag: 'accounts', auth: 'required', request: updateAddressRequest, answer: addressSchema },
  '/delete-address': { tag: 'accounts', auth: 'required', request: deleteAddressRequest, answer: noAnswer },
  // catalogue
  '/category': { tag: 'catalogue', auth: 'none', request: categoryListRequest, answer: categoryListResponse },
  '/category-list': { tag: 'catalogue', auth: 'none', request: categoryListRequest, answer: categoryListResponse },
  '/tranding-category': { tag: 'catalogue', auth: 'none', request: categoryListRequest, answer: categoryListResponse },
  '/bestseller': bestseller,
  '/bestseller-guest': bestsellerGuest,
  '/featured-products': featured,
  '/featured-products-guest': featuredGuest,
  '/recent-product': recent,
  '/recent-product-guest': recentGuest,
  '/discount-products': discounted,
  '/discount-products-guest': discountedGuest,
  '/categorys-product': inCategory,
  '/categorys-product-guest': inCategoryGuest,
  '/tranding-category-product': trending,
  '/tranding-category-product-guest': trendingGuest,
  '/search': search,
  '/search-guest': searchGuest,
  '/releted-product': { tag: 'catalogue', auth: 'optional', request: relatedProductsRequest, answer: relatedProductsResponse },
  '/releted-product-guest': { tag: 'catalogue', auth: 'none', request: relatedProductsRequest, answer: relatedProductsResponse },
  '/product-list': { tag: 'catalogue', auth: 'optional', request: productListRequest, answer: productListResponse },
  '/product-detail': { tag: 'catalogue', auth: 'optional', request: productDetailRequest, answer: productDetailResponse },
  '/variant-list': { tag: 'catalogue', auth: 'required', request: variantListRequest, answer: variantInfoSchema },
  '/check-variant-stock': { tag: 'catalogue', auth: 'none', request: checkVariantStockRequest, answer: variantStockSchema },
  '/product-rating': { tag: 'catalogue', auth: 'required', request: addReviewRequest, answer: addReviewResponse, created: true },
  '/add-review': { tag: 'catalogue', auth: 'required', request: addReviewRequest, answer: addReviewResponse, created: true },
  '/stock-alert': { tag: 'catalogue', auth: 'optional', request: stockAlertRequest, answer: stockAlertResponse },
  '/stock-alert-cancel': { tag: 'catalogue', auth: 'none', request: stockAlertCancelRequest, answer: stockAlertCancelResponse },
  // wishlist
  '/wishlist-list': { tag: 'wishlist', auth: 'required', request: wishlistListRequest, answer: wishlistResponse },
  '/wishlist-guest': { tag: 'wishlist', auth: 'none', request: wishlistGuestRequest, answer: wishlistResponse },
  '/wishlist-add': { tag: 'wishlist', auth: 'required', request: wishlistAddRequest, answer: wishlistIdsResponse },
  '/wishlist-remove': { tag: 'wishlist', auth: 'required', request: wishlistRemoveRequest, answer: wishlistIdsResponse },
  '/wishlist-clear': { tag: 'wishlist', auth: 'required', request: wishlistClearRequest, answer: wishlistIdsResponse },
  '/wishlist-merge': { tag: 'wishlist', auth: 'required', request: wishlistMergeRequest, answer: wishlistIdsResponse },
  // cart
  '/add-cart': { tag: 'cart', auth: 'required', request: addCartRequest, answer: cartSchema },
  '/cart-qty': { tag: 'cart', auth: 'required', request: cartQtyRequest, answer: cartSchema },
  '/remove-cart': { tag: 'cart', auth: 'required', request: removeCartRequest, answer: cartSchema },
  '/cart-list': { tag: 'cart', auth: 'required', request: cartListRequest, answer: cartSchema },
  '/cart-check': { tag: 'cart', auth: 'required', request: cartCheckRequest, answer: cartSchema },
  '/cart-check-guest': { tag: 'cart', auth: 'none', request: cartCheckGuestRequest, answer: cartSchema },
  '/cart-merge': { tag: 'cart', auth: 'required', request: cartMergeRequest, answer: cartMergeResponse },
  '/apply-coupon': { tag: 'cart', auth: 'required', request: applyCouponRequest, answer: cartSchema },
  '/remove-coupon': { tag: 'cart', auth: 'required', request: removeCouponRequest, answer: cartSchema },
  '/coupon-remove': { tag: 'cart', auth: 'required', request: removeCouponRequest, answer: cartSchema },
  '/shipping': { tag: 'cart', auth: 'none', request: shippingListRequest, answer: shippingListResponse },
  '/delivery-list': { tag: 'cart', auth: 'none', request: shippingListRequest, answer: shippingListResponse },
  '/delivery-charge': { tag: 'cart', auth: 'none', request: deliveryChargeRequest, answer: deliveryChargeResponse },
  // orders
  '/place-order': { tag: 'orders', auth: 'required', request: placeOrderRequest, answer: placeOrderResponse, created: true },
  '/order-save': { tag: 'orders', auth: 'required', request: placeOrderRequest, answer: placeOrderResponse, created: true },
  '/confirm-order': { tag: 'orders', auth: 'required', request: placeOrderRequest, answer: orderQuote },
  '/payment-proof-upload': { tag: 'orders', auth: 'required', request: z.object(identityFields), answer: proofUploadResponse, file: { field: 'file', required: true } },
  '/order-proof': { tag: 'orders', auth: 'required', request: orderProofForm, answer: orderDetailSchema, file: { field: 'file', required: true } },
  '/order-list': { tag: 'orders', auth: 'required', request: orderListRequest, answer: orderListResponse },
  '/order-detail': { tag: 'orders', auth: 'required', request: orderIdRequest, answer: orderDetailSchema },
  '/order-tracking': { tag: 'orders', auth: 'required', request: orderIdRequest, answer: trackingResponse },
  '/order-cancel': { tag: 'orders', auth: 'required', request: orderCancelRequest, answer: orderDetailSchema },
  '/product-return': { tag: 'orders', auth: 'required', request: productReturnRequest, answer: productReturnResponse },
  '/order-stats': { tag: 'orders', auth: 'required', request: loyaltyRewardRequest, answer: orderStatsResponse },
  '/loyality-reward': { tag: 'orders', auth: 'required', request: loyaltyRewardRequest, answer: loyaltyRewardResponse },
  '/loyality-program-json': { tag: 'orders', auth: 'none', request: loyaltyRewardRequest, answer: loyaltyProgramResponse },
  // M-Pesa from the customer's phone (decision 160): an order by its signed-in owner, a booking by its reference and token
  '/mpesa-payment': { tag: 'payments', auth: 'optional', request: mpesaTargetRequest, answer: typed<MpesaPaymentView>('MpesaPaymentView') },
  '/mpesa-pay': { tag: 'payments', auth: 'optional', request: mpesaPayRequest, answer: typed<MpesaPaymentView>('MpesaPaymentView') },
  // bookings
  '/my-bookings': { tag: 'bookings', auth: 'required', request: myBookingsRequest, answer: myBookingsResponse },
  '/booking-cancel': { tag: 'bookings', auth: 'required', request: cancelBookingRequest, answer: bookingViewSchema },
  '/booking-reschedule': { tag: 'bookings', auth: 'required', request: rescheduleBookingRequest, answer: bookingViewSchema },
  // contact
  '/subscribe': { tag: 'contact', auth: 'optional', request: subscribeRequest, answer: subscribeResponse },
} as const satisfies Record<string, ShopCallSpec>;

// ---------------------------------------------------------------- admin API: POST /admin-api{path}

export const adminCalls = {
  '/auth/login': { tag: 'staff', access: 'public', request: staffLoginRequest, answer: staffLoginResponse },
  '/auth/logout': { tag: 'staff', access: 'staff', request: emptyAdminRequest, answer: noAnswer },
  '/auth/me': { tag: 'staff', access: 'staff', request: emptyAdminRequest, answer: staffMeResponse },
  '/auth/change-password': { tag: 'staff', access: 'staff', request: changeOwnPasswordRequest, answer: staffSchema },
  '/staff/list': { tag: 'staff', access: 'owner', request: emptyAdminRequest, answer: staffListResponse },
  '/staff/create': { tag: 'staff', access: 'owner', request: staffCreateRequest, answer: staffSchema, created: true },
  '/staff/update': { tag: 'staff', access: 'owner', request: staffUpdateRequest, answer: staffSchema },
  '/staff/reset-password': { tag: 'staff', access: 'owner', request: staffResetPasswordRequest, answer: staffSchema },
  '/audit/list': { tag: 'staff', access: 'owner', request: auditListRequest, answer: paginatorSchema(auditEntrySchema) },
  '/dashboard': { tag: 'admin catalogue', access: 'staff', request: emptyAdminRequest, answer: dashboardResponse },
  '/products/list': { tag: 'admin catalogue', access: 'staff', request: adminProductListRequest, answer: adminProductListResponse },
  '/products/detail': { tag: 'admin catalogue', access: 'staff', request: adminProductDetailRequest, answer: adminProductSchema },
  '/products/save': { tag: 'admin catalogue', access: 'staff', request: productSaveRequest, answer: adminProductSchema },
  '/products/stock': { tag: 'admin catalogue', access: 'staff', request: productStockRequest, answer: productStockSchema },
  '/products/stock-sheet': { tag: 'admin catalogue', access: 'staff', request: emptyAdminRequest, answer: { download: 'text/csv' } },
  '/products/stock-sheet/preview': { tag: 'admin catalogue', access: 'owner', request: empty, answer: stockSheetPreviewSchema, file: { field: 'file', required: true } },
  '/products/stock-sheet/apply': { tag: 'admin catalogue', access: 'owner', request: stockSheetApplyForm, answer: stockSheetAppliedSchema, file: { field: 'file', required: true } },
  '/media/upload': { tag: 'admin catalogue', access: 'staff', request: empty, answer: mediaSchema, file: { field: 'file', required: true }, created: true },
  '/categories/list': { tag: 'admin catalogue', access: 'staff', request: emptyAdminRequest, answer: adminCategoryListResponse },
  '/categories/save': { tag: 'admin catalogue', access: 'staff', request: categorySaveRequest, answer: adminCategorySchema },
  '/categories/delete': { tag: 'admin catalogue', access: 'staff', request: categoryDeleteRequest, answer: noAnswer },
  '/coupons/list': { tag: 'admin catalogue', access: 'staff', request: couponListRequest, answer: couponListResponse },
  '/coupons/detail': { tag: 'admin catalogue', access: 'staff', request: idOnlyRequest, answer: adminCouponSchema },
  '/coupons/save': { tag: 'admin catalogue', access: 'staff', request: couponSaveRequest, answer: adminCouponSchema },
  '/dashboard/ops': { tag: 'admin operations', access: 'staff', request: emptyAdminRequest, answer: typed<OpsDashboard>('OpsDashboard') },
  '/counters': { tag: 'admin operations', access: 'staff', request: emptyAdminRequest, answer: typed<BackOfficeCounters>('BackOfficeCounters') },
  '/proofs/list': { tag: 'admin operations', access: 'staff', request: proofListRequest, answer: typed<ProofQueueItem[]>('ProofQueueItem[]') },
  '/proofs/decide': { tag: 'admin operations', access: 'staff', request: proofDecisionRequest, answer: noAnswer },
  '/proofs/bulk-approve': { tag: 'admin operations', access: 'staff', request: proofBulkApproveRequest, answer: typed<BulkResult>('BulkResult') },
  '/orders/list': { tag: 'admin operations', access: 'staff', request: adminOrderListRequest, answer: typed<Paginator<AdminOrderRow>>('Paginator<AdminOrderRow>') },
  '/orders/detail': { tag: 'admin operations', access: 'staff', request: idOnlyRequest, answer: typed<AdminOrderDetail>('AdminOrderDetail') },
  '/orders/neighbours': { tag: 'admin operations', access: 'staff', request: adminOrderNeighboursRequest, answer: typed<AdminOrderNeighbours>('AdminOrderNeighbours') },
  '/orders/status': { tag: 'admin operations', access: 'staff', request: orderStatusChangeRequest, answer: typed<AdminOrderDetail>('AdminOrderDetail') },
  '/orders/bulk-ship': { tag: 'admin operations', access: 'staff', request: orderBulkShipRequest, answer: typed<BulkResult>('BulkResult') },
  '/orders/packing-slip': { tag: 'admin operations', access: 'staff', request: idOnlyRequest, answer: { download: 'application/pdf' } },
  '/orders/invoice': { tag: 'admin operations', access: 'staff', request: idOnlyRequest, answer: { download: 'application/pdf' } },
  '/orders/note': { tag: 'admin operations', access: 'staff', request: orderNoteRequest, answer: typed<AdminOrderDetail>('AdminOrderDetail') },
  '/orders/return': { tag: 'admin operations', access: 'staff', request: returnDecisionRequest, answer: typed<AdminOrderDetail>('AdminOrderDetail') },
  '/orders/return/receive': { tag: 'admin operations', access: 'staff', request: returnReceiveRequest, answer: typed<AdminOrderDetail>('AdminOrderDetail') },
  '/payments/record': { tag: 'admin money', access: 'staff', request: recordPaymentRequest, answer: typed<MoneySummary>('MoneySummary') },
  '/payments/refund': { tag: 'admin money', access: 'owner', request: recordRefundRequest, answer: typed<MoneySummary>('MoneySummary') },
  '/payments/summary': { tag: 'admin money', access: 'staff', request: moneyTargetRequest, answer: typed<MoneySummary>('MoneySummary') },
  '/reports/summary': { tag: 'admin money', access: 'owner', request: reportPeriodRequest, answer: typed<SalesReport>('SalesReport') },
  '/reports/export': { tag: 'admin money', access: 'owner', request: reportExportRequest, answer: { download: 'text/csv' } },
  '/appointments/list': { tag: 'admin operations', access: 'staff', request: appointmentListRequest, answer: typed<AppointmentDays>('AppointmentDays') },
  '/appointments/status': { tag: 'admin operations', access: 'staff', request: appointmentStatusRequest, answer: noAnswer },
  '/appointments/receipt': { tag: 'admin operations', access: 'staff', request: idOnlyRequest, answer: { download: 'application/pdf' } },
  '/appointments/reminders': { tag: 'admin operations', access: 'staff', request: appointmentRemindersRequest, answer: noAnswer },
  '/appointments/block/check': { tag: 'admin operations', access: 'staff', request: blockCreateRequest, answer: typed<BlockedBooking[]>('BlockedBooking[]') },
  '/appointments/block': { tag: 'admin operations', access: 'staff', request: blockCreateRequest, answer: typed<AdminBlockedPeriod & { cancelled: BlockedBooking[]; kept: BlockedBooking[]; refunded: BlockedBooking[] }>('AdminBlockedPeriod'), created: true },
  '/appointments/slots': { tag: 'admin operations', access: 'staff', request: staffSlotsRequest, answer: typed<StaffSlot[]>('StaffSlot[]') },
  '/appointments/create': { tag: 'admin operations', access: 'staff', request: staffBookingRequest, answer: movedBooking, created: true },
  '/appointments/move': { tag: 'admin operations', access: 'staff', request: appointmentMoveRequest, answer: movedBooking },
  '/appointments/unblock': { tag: 'admin operations', access: 'staff', request: idOnlyRequest, answer: noAnswer },
  '/blog/list': { tag: 'admin content', access: 'staff', request: emptyAdminRequest, answer: postList },
  '/blog/detail': { tag: 'admin content', access: 'staff', request: idOnlyRequest, answer: typed<AdminBlogPost>('AdminBlogPost') },
  '/blog/save': { tag: 'admin content', access: 'staff', request: blogSaveRequest, answer: typed<AdminBlogPost>('AdminBlogPost') },
  '/blog/flags': { tag: 'admin content', access: 'staff', request: blogPublishRequest, answer: typed<AdminBlogPost>('AdminBlogPost') },
  '/services/list': { tag: 'admin content', access: 'staff', request: emptyAdminRequest, answer: typed<AdminClinicService[]>('AdminClinicService[]') },
  '/services/save': { tag: 'admin content', access: 'owner', request: serviceSaveRequest, answer: typed<AdminClinicService>('AdminClinicService') },
  '/messages/list': { tag: 'admin content', access: 'staff', request: messageListRequest, answer: typed<AdminMessageList>('AdminMessageList') },
  '/messages/detail': { tag: 'admin content', access: 'staff', request: idOnlyRequest, answer: typed<AdminContactMessageDetail>('AdminContactMessageDetail') },
  '/messages/read': { tag: 'admin content', access: 'staff', request: messageReadRequest, answer: typed<AdminContactMessageDetail>('AdminContactMessageDetail') },
  '/messages/answered': { tag: 'admin content', access: 'staff', request: messageAnsweredRequest, answer: typed<AdminContactMessageDetail>('AdminContactMessageDetail') },
  '/messages/assign': { tag: 'admin content', access: 'staff', request: messageAssignRequest, answer: typed<AdminContactMessageDetail>('AdminContactMessageDetail') },
  '/messages/reply': { tag: 'admin content', access: 'staff', request: messageReplyRequest, answer: typed<AdminContactMessageDetail>('AdminContactMessageDetail'), created: true },
  '/subscribers/list': { tag: 'admin content', access: 'staff', request: subscriberListRequest, answer: typed<Paginator<AdminSubscriber>>('Paginator<AdminSubscriber>') },
  '/subscribers/export': { tag: 'admin content', access: 'staff', request: subscriberListRequest, answer: { download: 'text/csv' } },
  '/search': { tag: 'admin clients', access: 'staff', request: globalSearchRequest, answer: typed<GlobalSearchResult>('GlobalSearchResult') },
  '/clients/list': { tag: 'admin clients', access: 'staff', request: clientListRequest, answer: typed<Paginator<AdminClientRow>>('Paginator<AdminClientRow>') },
  '/clients/detail': { tag: 'admin clients', access: 'staff', request: clientDetailRequest, answer: typed<AdminClientDetail>('AdminClientDetail') },
  '/clients/note': { tag: 'admin clients', access: 'staff', request: clientNoteRequest, answer: typed<AdminClientDetail>('AdminClientDetail'), created: true },
  '/clients/note/delete': { tag: 'admin clients', access: 'staff', request: clientNoteDeleteRequest, answer: typed<AdminClientDetail>('AdminClientDetail') },
} as const satisfies Record<string, AdminCallSpec>;

// ---------------------------------------------------------------- functions API: /functions/v1{path}

export const functionsCalls = {
  'GET /blog-api/posts': { tag: 'blog', request: empty, query: blogPostsQuery, answer: blogPostsPage },
  'GET /blog-api/posts/slug/:slug': { tag: 'blog', request: empty, answer: blogPostSchema },
  'GET /blog-api/posts/:id': { tag: 'blog', request: empty, answer: blogPostSchema },
  'GET /blog-api/categories': { tag: 'blog', request: empty, answer: z.array(blogCategorySchema) },
  'GET /blog-api/categories/:category/posts': { tag: 'blog', request: empty, query: blogPageQuery, answer: blogPostsPage },
  'GET /blog-api/featured': { tag: 'blog', request: empty, query: blogLimitQuery(3), answer: z.array(blogPostSummarySchema) },
  'GET /blog-api/popular': { tag: 'blog', request: empty, query: blogLimitQuery(5), answer: z.array(blogPostSummarySchema) },
  'GET /blog-api/recent': { tag: 'blog', request: empty, query: blogLimitQuery(5), answer: z.array(blogPostSummarySchema) },
  'GET /blog-api/stats': { tag: 'blog', request: empty, answer: blogStatsSchema },
  'POST /blog-api/search': { tag: 'blog', request: blogSearchRequest, answer: blogPostsPage },
  'GET /services-api/services': { tag: 'clinic', request: empty, answer: servicesResponse },
  'GET /services-api/services/:id': { tag: 'clinic', request: empty, answer: clinicServiceSchema },
  'GET /appointments-api/available-slots': { tag: 'bookings', request: empty, query: availableSlotsQuery, answer: availableSlotsResponse },
  'GET /appointments-api/available-days': { tag: 'bookings', request: empty, query: availableDaysQuery, answer: availableDaysResponse },
  'POST /appointments-api/create': {
    tag: 'bookings',
    request: consultationCreateRequest,
    answer: bookingCreatedSchema,
    file: { field: 'payment_receipt', required: false },
    created: true,
  },
  'POST /appointments-api/microneedling': {
    tag: 'bookings',
    request: microneedlingCreateRequest,
    answer: bookingCreatedSchema,
    file: { field: 'payment_receipt', required: false },
    created: true,
  },
  'GET /appointments-api/bookings/:reference': { tag: 'bookings', request: empty, query: bookingByReferenceQuery, answer: bookingViewSchema },
  'POST /contact-api': { tag: 'contact', request: contactRequest, answer: contactAnswer, created: true },
} as const satisfies Record<string, FunctionsCallSpec>;

// ---------------------------------------------------------------- the type map (type-only for the web)

/** What a call answers in `data`: the schema's output (`null` for `noAnswer`), the declared type, or nothing for a download. */
type AnswerOf<A> = A extends z.ZodType ? z.output<A> : A extends TypedAnswer<infer T> ? T : never;

type CallTypes<M> = { [P in keyof M]: M[P] extends { request: infer R extends z.ZodType; answer: infer A } ? { request: z.input<R>; answer: AnswerOf<A> } : never };

export type ShopCalls = CallTypes<typeof shopCalls>;
export type AdminCalls = CallTypes<typeof adminCalls>;
type FunctionsSpecs = typeof functionsCalls;
/** The functions API also has query parameters (sent as text) and `:name` path parameters. */
export type FunctionsCalls = {
  [C in keyof FunctionsSpecs]: CallTypes<FunctionsSpecs>[C] & {
    query: FunctionsSpecs[C] extends { query: infer Q extends z.ZodType } ? { [K in keyof z.input<Q>]?: string | number | boolean } : never;
    params: PathParams<C>;
  };
};
/** `'GET /posts/:id/x/:y'` → `{ id: string; y: string }`. */
type PathParams<S extends string> = S extends `${string}:${infer Name}/${infer Rest}`
  ? { [K in Name]: string } & PathParams<Rest>
  : S extends `${string}:${infer Name}`
    ? { [K in Name]: string }
    : unknown;
export type ShopPath = keyof ShopCalls;
export type AdminPath = keyof AdminCalls;
export type FunctionsCall = keyof FunctionsCalls;

/** A call's entry in the map as the server reads it: the schema its body is validated with, who may make it. */
export type ShopSpec<P extends ShopPath> = (typeof shopCalls)[P];
export type AdminSpec<P extends AdminPath> = (typeof adminCalls)[P];
export type FunctionsSpec<C extends FunctionsCall> = (typeof functionsCalls)[C];
/** A call's request schema (the server validates the body with it). */
export type RequestSchema<Spec> = Extract<Spec extends { request: infer R } ? R : never, z.ZodType>;
