/**
 * The one error vocabulary of the project. The server maps each code to an HTTP status;
 * the web app switches on codes, never on message text.
 */
export const ERROR_HTTP_STATUS = {
  BAD_REQUEST: 400,
  VALIDATION_FAILED: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  OUT_OF_STOCK: 409,
  SLOT_TAKEN: 409,
  COUPON_INVALID: 422,
  IDEMPOTENCY_MISMATCH: 422,
  UNPROCESSABLE: 422,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_FILE: 415,
  RATE_LIMITED: 429,
  UNAVAILABLE: 503,
  INTERNAL: 500,
} as const;

export type ErrorCode = keyof typeof ERROR_HTTP_STATUS;

export const GENERIC_ERROR_MESSAGE = 'Ocorreu um erro inesperado. Tente novamente dentro de momentos.';
