import type { FunctionsCall, FunctionsCalls, ShopCalls, ShopPath } from '@shop/contract/api';
import { GENERIC_ERROR_MESSAGE, type ErrorCode } from '@shop/contract/errors';
import { webConfig } from './config.ts';

/** An API failure the UI can switch on by code; `message` is already a sentence for the shopper. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly code: ErrorCode | 'NETWORK',
    readonly httpStatus: number,
    readonly details?: Record<string, string[]>,
    /** The server's id of the failed request (5xx only), also quoted in `message`. */
    readonly requestId?: string,
    /** What a refusal carries besides its message (a 409's current figures), when the server sends it. */
    readonly data?: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

const REQUEST_ID_PATTERN = /^[A-Za-z0-9._:-]{1,100}$/;

/**
 * The one reading of a refused answer (shop, functions and admin APIs). When the server failed
 * (5xx), the message quotes the request id ("Código: …") so a complaint can be found in the logs.
 */
export function apiErrorFrom(
  httpStatus: number,
  json: { message?: unknown; error?: unknown; code?: unknown; errors?: Record<string, string[]>; request_id?: unknown; data?: unknown } | null,
  headers?: { get(name: string): string | null },
): ApiError {
  const text = typeof json?.message === 'string' ? json.message : typeof json?.error === 'string' ? json.error : GENERIC_ERROR_MESSAGE;
  const code = (typeof json?.code === 'string' ? json.code : 'INTERNAL') as ErrorCode;
  if (httpStatus < 500) return new ApiError(text, code, httpStatus, json?.errors, undefined, json?.data ?? undefined);
  const candidate = typeof json?.request_id === 'string' ? json.request_id : (headers?.get('x-request-id') ?? undefined);
  const requestId = candidate && REQUEST_ID_PATTERN.test(candidate) ? candidate : undefined;
  return new ApiError(requestId ? `${text} (Código: ${requestId})` : text, code, httpStatus, json?.errors, requestId);
}

const TOKEN_KEY = 'cm.auth.token';

/** The bearer token lives here; the accounts feature sets and clears it. */
export const tokenStore = {
  get: (): string | null => {
    try {
      return localStorage.getItem(TOKEN_KEY);
    } catch {
      return null;
    }
  },
  set: (token: string | null) => {
    try {
      if (token) localStorage.setItem(TOKEN_KEY, token);
      else localStorage.removeItem(TOKEN_KEY);
    } catch {
      /* storage unavailable (private mode): the session lasts for the page only */
    }
  },
};

/** Hooks the accounts feature uses to drop a stale token quietly. */
let onUnauthenticated: (() => void) | null = null;
export const setUnauthenticatedHandler = (handler: (() => void) | null) => {
  onUnauthenticated = handler;
};

async function readJson(res: Response): Promise<any> {
  try {
    return await res.json();
  } catch {
    return null;
  }
}

interface CallOptions {
  signal?: AbortSignal;
  headers?: Record<string, string>;
  /** Send a FormData body (multipart) instead of JSON. */
  form?: FormData;
  onUploadProgress?: (fraction: number) => void;
}

/**
 * Calls the shop API: `POST /api/{slug}{path}`. The path, the body and the `data` it resolves to
 * are typed by the contract's call map (`ShopCalls`, a type-only import: the browser ships no zod);
 * throws ApiError on `status: 0`, HTTP errors and network failures.
 */
export async function shopCall<P extends ShopPath>(path: P, body?: ShopCalls[P]['request'], options: CallOptions = {}): Promise<ShopCalls[P]['answer']> {
  const token = tokenStore.get();
  const url = `${webConfig.apiBase}/${webConfig.storeSlug}${path}`;
  const headers: Record<string, string> = { ...(token ? { Authorization: `Bearer ${token}` } : {}), ...options.headers };
  const { res, json } = await send(url, { method: 'POST', headers, body, form: options.form, onUploadProgress: options.onUploadProgress, signal: options.signal });
  if (!res.ok || !json || json.status !== 1) {
    if (res.status === 401 && token) onUnauthenticated?.();
    throw apiErrorFrom(res.status, json, res.headers);
  }
  return json.data as ShopCalls[P]['answer'];
}

type FunctionsOptions<C extends FunctionsCall> = CallOptions &
  (unknown extends FunctionsCalls[C]['params'] ? { params?: undefined } : { params: FunctionsCalls[C]['params'] }) & {
    query?: FunctionsCalls[C]['query'];
    body?: FunctionsCalls[C]['request'];
  };

/** `'GET /blog-api/posts/:id'` with `{ id: '7' }` → `['GET', '/blog-api/posts/7']` (parameters URL-encoded). */
export function functionsTarget(call: string, params: Record<string, string> = {}): ['GET' | 'POST', string] {
  const [method, template] = call.split(' ') as ['GET' | 'POST', string];
  return [method, template.replace(/:([a-z_]+)/gi, (_, name: string) => encodeURIComponent(params[name] ?? ''))];
}

/**
 * Calls the functions API (blog, appointments, contact) with the anonymous key. The call is named
 * as in the contract's map (`'GET /blog-api/posts/:id'`), which types its query, body and answer.
 */
export async function functionsCall<C extends FunctionsCall>(call: C, ...[options]: Record<never, never> extends FunctionsOptions<C> ? [FunctionsOptions<C>?] : [FunctionsOptions<C>]): Promise<FunctionsCalls[C]['answer']> {
  const opts = (options ?? {}) as CallOptions & { params?: Record<string, string>; query?: Record<string, string | number | boolean | undefined>; body?: unknown };
  const [method, path] = functionsTarget(call, opts.params);
  const qs = new URLSearchParams();
  for (const [k, v] of Object.entries(opts.query ?? {})) if (v !== undefined && v !== '') qs.set(k, String(v));
  const url = `${webConfig.functionsBase}${path}${qs.size ? `?${qs}` : ''}`;
  const headers: Record<string, string> = { Authorization: `Bearer ${webConfig.anonKey}`, apikey: webConfig.anonKey, ...opts.headers };
  const { res, json } = await send(url, { method, headers, body: opts.body, form: opts.form, onUploadProgress: opts.onUploadProgress, signal: opts.signal });
  if (!res.ok || !json || json.success !== true) {
    throw apiErrorFrom(res.status, json, res.headers);
  }
  return json.data as FunctionsCalls[C]['answer'];
}

interface Sent {
  method: 'GET' | 'POST';
  headers: Record<string, string>;
  /** Sent as JSON unless there is a form; a GET sends nothing. */
  body?: unknown;
  form?: FormData;
  onUploadProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

/**
 * The one way a call leaves the browser, for the shop, functions and back-office clients alike: JSON,
 * or a form (through XMLHttpRequest when its progress is wanted). Answers the response and its JSON
 * (null when it has none); a lost connection is ApiError `NETWORK`, an abort stays an AbortError.
 */
export async function send(url: string, { method, headers, body, form, onUploadProgress, signal }: Sent): Promise<{ res: Response; json: any }> {
  let res: Response;
  try {
    if (form && onUploadProgress) {
      res = await xhrUpload(url, form, headers, onUploadProgress, signal);
    } else {
      res = await fetch(url, {
        method,
        headers: form || method === 'GET' ? headers : { 'Content-Type': 'application/json', ...headers },
        body: method === 'GET' ? undefined : (form ?? JSON.stringify(body ?? {})),
        signal,
      });
    }
  } catch (err) {
    if ((err as Error).name === 'AbortError') throw err;
    throw new ApiError('Sem ligação à internet. Verifique a sua rede e tente novamente.', 'NETWORK', 0);
  }
  return { res, json: await readJson(res) };
}

/** fetch() cannot report upload progress; XMLHttpRequest can. */
function xhrUpload(url: string, form: FormData, headers: Record<string, string>, onProgress: (f: number) => void, signal?: AbortSignal): Promise<Response> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    for (const [k, v] of Object.entries(headers)) xhr.setRequestHeader(k, v);
    xhr.upload.onprogress = (e) => e.lengthComputable && onProgress(e.loaded / e.total);
    xhr.onload = () => {
      const requestId = xhr.getResponseHeader('X-Request-Id');
      resolve(new Response(xhr.responseText, { status: xhr.status, headers: { 'Content-Type': 'application/json', ...(requestId ? { 'X-Request-Id': requestId } : {}) } }));
    };
    xhr.onerror = () => reject(new TypeError('network'));
    xhr.onabort = () => reject(new DOMException('aborted', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort());
    xhr.send(form);
  });
}
