import { ERROR_HTTP_STATUS, type ErrorCode } from '@shop/contract/errors';

/** An expected outcome with a code from the one vocabulary and a message a shopper can read. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly httpStatus: number;
  readonly details?: Record<string, string[]>;
  readonly data?: unknown;
  /** Seconds after which trying again makes sense: sent as Retry-After. */
  readonly retryAfter?: number;

  constructor(code: ErrorCode, message: string, options: { details?: Record<string, string[]>; data?: unknown; status?: number; retryAfter?: number } = {}) {
    super(message);
    this.name = 'AppError';
    this.code = code;
    this.httpStatus = options.status ?? ERROR_HTTP_STATUS[code];
    this.details = options.details;
    this.data = options.data;
    this.retryAfter = options.retryAfter;
  }
}

export const notFound = (message = 'Não encontrado.') => new AppError('NOT_FOUND', message);
export const forbidden = (message = 'Não tem permissão para esta ação.') => new AppError('FORBIDDEN', message);
export const unauthenticated = (message = 'Inicie sessão para continuar.') => new AppError('UNAUTHENTICATED', message);
export const badRequest = (message: string) => new AppError('BAD_REQUEST', message);
