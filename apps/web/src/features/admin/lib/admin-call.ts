import type { AdminCalls, AdminPath } from '@shop/contract/api';
import type { ErrorCode } from '@shop/contract/errors';
import { apiErrorFrom, send } from '../../../lib/api-client.ts';
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

/**
 * Calls the back office API: `POST /admin-api{path}` with the staff token. Resolves to `data`
 * (typed by the contract); throws ApiError. A refused token signs the staff member out here.
 */
export async function adminCall<P extends AdminPath>(path: P, body: AdminCalls[P]['request'] = {} as AdminCalls[P]['request'], options: AdminCallOptions = {}): Promise<AdminCalls[P]['answer']> {
  const token = adminSession.token;
  const headers: Record<string, string> = token ? { Authorization: `Bearer ${token}` } : {};
  const url = `${ADMIN_API_BASE}${path}`;
  const { res, json } = await send(url, { method: 'POST', headers, body, form: options.form, onUploadProgress: options.onUploadProgress, signal: options.signal });
  const envelope = json as Envelope | null;
  if (!res.ok || !envelope || envelope.status !== 1) {
    if (res.status === 401 && token) adminSession.clear();
    throw apiErrorFrom(res.status, envelope, res.headers);
  }
  return envelope.data as AdminCalls[P]['answer'];
}
