import type { AdminCalls, AdminPath } from '@shop/contract/api';
import type { ErrorCode } from '@shop/contract/errors';
import { ApiError, apiErrorFrom } from '../../../lib/api-client.ts';
import { adminSession } from './admin-session.ts';

export const ADMIN_API_BASE = '/admin-api';

interface AdminCallOptions {
  signal?: AbortSignal;
  /** Send a FormData body (multipart) instead of JSON. */
  form?: FormData;
  onUploadProgress?: (fraction: number) => void;
}

interface Envelope {
  status?: number;
  message?: string;
  code?: ErrorCode;
  errors?: Record<string, string[]>;
  data?: unknown;
  request_id?: string;
}

function xhrPost(url: string, form: FormData, headers: Record<string, string>, onProgress: (f: number) => void, signal?: AbortSignal) {
  return new Promise<{ status: number; json: Envelope | null; headers: Headers }>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    for (const [k, v] of Object.entries(headers)) xhr.setRequestHeader(k, v);
    xhr.upload.onprogress = (e) => e.lengthComputable && onProgress(e.loaded / e.total);
    xhr.onload = () => {
      let json: Envelope | null = null;
      try {
        json = JSON.parse(xhr.responseText) as Envelope;
      } catch {}
      const requestId = xhr.getResponseHeader('X-Request-Id');
      resolve({ status: xhr.status, json, headers: new Headers(requestId ? { 'X-Request-Id': requestId } : {}) });
    };
    xhr.onerror = () => reject(new TypeError('network'));
    xhr.onabort = () => reject(new DOMException('aborted', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort());
    xhr.send(form);
  });
}

/**
 * Calls the back office API: `POST /admin-api{path}` with the staff token. Resolves to `data`
 * (typed by the contract); throws ApiError. A refused token signs the staff member out here.
 */
export async function adminCall<P extends AdminPath>(path: P, body: AdminCalls[P]['request'] = {} as AdminCalls[P]['request'], options: AdminCallOptions = {}): Promise<AdminCalls[P]['answer']> {
  const token = adminSession.token;
  const headers: Record<string, string> = token ? { Authorization: `Bearer ${token}` } : {};
  const url = `${ADMIN_API_BASE}${path}`;
  let status: number;
  let json: Envelope | null;
  let responseHeaders: Headers;
  try {
    if (options.form) {
      ({ status, json, headers: responseHeaders } = await xhrPost(url, options.form, headers, options.onUploadProgress ?? (() => {}), options.signal));
    } else {
      const res = await fetch(url, { method: 'POST', headers: { 'Content-Type': 'application/json', ...headers }, body: JSON.stringify(body), signal: options.signal });
      status = res.status;
      responseHeaders = res.headers;
      json = (await res.json().catch(() => null)) as Envelope | null;
    }
  } catch (err) {
    if ((err as Error).name === 'AbortError') throw err;
    throw new ApiError('Sem ligação à internet. Verifique a sua rede e tente novamente.', 'NETWORK', 0);
  }
  if (status < 200 || status >= 300 || !json || json.status !== 1) {
    if (status === 401 && token) adminSession.clear();
    throw apiErrorFrom(status, json, responseHeaders);
  }
  return json.data as AdminCalls[P]['answer'];
}
