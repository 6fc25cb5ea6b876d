import type { FastifyRequest } from 'fastify';
import { AppError } from '../../lib/errors.ts';

export interface UploadedFile {
  bytes: Buffer;
  filename: string;
}

/**
 * Reads a booking request sent as multipart (fields plus an optional file) or as JSON. Repeated
 * fields (`complaints`, `complaints[]`) become lists.
 */
export async function readForm(request: FastifyRequest, fileField: string): Promise<{ fields: Record<string, unknown>; file: UploadedFile | null }> {
  if (!request.isMultipart()) {
    const body = request.body;
    if (body !== undefined && (body === null || typeof body !== 'object' || Array.isArray(body))) {
      throw new AppError('BAD_REQUEST', 'O corpo do pedido deve ser um objeto JSON.');
    }
    return { fields: { ...(body as Record<string, unknown> | undefined) }, file: null };
  }
  const fields: Record<string, unknown> = {};
  let file: UploadedFile | null = null;
  for await (const part of request.parts()) {
    const name = part.fieldname.replace(/\[\]$/, '');
    if (part.type === 'file') {
      const bytes = await part.toBuffer();
      if (name === fileField && bytes.length > 0 && !file) file = { bytes, filename: part.filename };
      continue;
    }
    const value = typeof part.value === 'string' ? part.value : String(part.value);
    const existing = fields[name];
    if (existing === undefined) fields[name] = part.fieldname.endsWith('[]') ? [value] : value;
    else fields[name] = Array.isArray(existing) ? [...existing, value] : [existing, value];
  }
  return { fields, file };
}
