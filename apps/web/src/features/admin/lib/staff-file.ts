import type { AdminPath } from '@shop/contract/api';
import { ApiError } from '../../../lib/api-client.ts';
import { ADMIN_API_BASE } from './admin-call.ts';
import { adminSession } from './admin-session.ts';

/**
 * Fetches a proof or receipt with the staff token (never in the URL) and returns a blob URL of the
 * file's own type, so images and PDFs show inline inside the back office. Revoke it when done.
 */
export async function fetchStaffFile(fileId: string, mime: string): Promise<string> {
  const token = adminSession.token;
  const res = await fetch(`${ADMIN_API_BASE}/files/${encodeURIComponent(fileId)}`, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
  if (!res.ok) {
    if (res.status === 401 && token) adminSession.clear();
    throw new ApiError('Não foi possível abrir o ficheiro.', res.status === 404 ? 'NOT_FOUND' : 'INTERNAL', res.status);
  }
  const bytes = await res.arrayBuffer();
  return URL.createObjectURL(new Blob([bytes], { type: mime }));
}

/**
 * Downloads a file (CSV, PDF) the back office answers to a POST with the staff token, and saves it
 * under `filename`. A refusal with a message (a receipt with nothing paid) shows that message.
 */
export async function downloadFile(path: AdminPath, body: object, filename: string, failure: string): Promise<void> {
  const token = adminSession.token;
  const res = await fetch(`${ADMIN_API_BASE}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  if (!res.ok) {
    if (res.status === 401 && token) adminSession.clear();
    const refusal = res.status === 409 ? ((await res.json().catch(() => null)) as { message?: string } | null)?.message : undefined;
    throw new ApiError(refusal ?? failure, res.status === 403 ? 'FORBIDDEN' : res.status === 409 ? 'CONFLICT' : 'INTERNAL', res.status);
  }
  const url = URL.createObjectURL(await res.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** Downloads the subscribers CSV. */
export const downloadSubscribersCsv = (filters: object) =>
  downloadFile('/subscribers/export', filters, `subscritores-${new Date().toISOString().slice(0, 10)}.csv`, 'Não foi possível exportar os subscritores.');
