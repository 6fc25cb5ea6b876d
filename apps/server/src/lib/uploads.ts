import { createHash, randomUUID } from 'node:crypto';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/client.ts';
import { files } from '../db/schema.ts';
import { AppError } from './errors.ts';
import { isSafeToShow, reencodeDocumentImage } from './images.ts';
import { inspectPdf, type PdfFindingKind } from './pdf-inspection.ts';

/** A file read from a multipart request. */
export interface UploadedFile {
  bytes: Buffer;
  filename: string;
  mimetype: string;
}

export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;

/**
 * Registers the calls that take a multipart form in a scope of their own, the only one with the
 * multipart parser and its hooks (a listener and two promises per request): the other calls,
 * the catalogue's among them, never pay for them (decision 168).
 */
export async function uploadRoutes(app: FastifyInstance, register: (scope: FastifyInstance) => void | Promise<void>) {
  await app.register(async (scope) => {
    await scope.register(multipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 40, fieldSize: 100_000 }, throwFileSizeLimit: true });
    await register(scope);
  });
}

/**
 * Reads a multipart request into its fields and at most one file: the first part named `fileField`,
 * or the first file of any name. A field sent more than once, or named `name[]`, becomes a list. A file
 * part with neither name nor bytes is what a browser sends when no file was chosen, so it is no file.
 */
async function readParts(request: FastifyRequest, fileField?: string): Promise<{ fields: Record<string, unknown>; file: UploadedFile | null }> {
  const fields: Record<string, unknown> = {};
  let file: UploadedFile | null = null;
  for await (const part of request.parts()) {
    const name = part.fieldname.replace(/\[\]$/, '');
    if (part.type === 'file') {
      const bytes = await part.toBuffer();
      const chosen = bytes.length > 0 || Boolean(part.filename);
      if (!file && chosen && (fileField === undefined || name === fileField)) file = { bytes, filename: part.filename ?? '', mimetype: part.mimetype };
      continue;
    }
    const value = typeof part.value === 'string' ? part.value : String(part.value);
    const existing = fields[name];
    if (existing === undefined) fields[name] = part.fieldname.endsWith('[]') ? [value] : value;
    else fields[name] = Array.isArray(existing) ? [...existing, value] : [existing, value];
  }
  return { fields, file };
}

/** A multipart form read for its schema: the fields, with the file (if any) under `fileField`. */
export async function readMultipart(request: FastifyRequest, fileField = 'file'): Promise<Record<string, unknown>> {
  const { fields, file } = await readParts(request, fileField === 'file' ? undefined : fileField);
  return file ? { ...fields, [fileField]: file } : fields;
}

/**
 * A call that takes a form with an optional file as multipart, or the same fields as JSON (the body
 * is already an object: acceptJsonObjectBodies).
 */
export async function readForm(request: FastifyRequest, fileField: string): Promise<{ fields: Record<string, unknown>; file: UploadedFile | null }> {
  if (!request.isMultipart()) return { fields: { ...(request.body as Record<string, unknown> | undefined) }, file: null };
  return readParts(request, fileField);
}

export type FileKind = 'png' | 'jpeg' | 'pdf' | 'webp' | 'gif';

const MIME: Record<FileKind, string> = {
  png: 'image/png',
  jpeg: 'image/jpeg',
  pdf: 'application/pdf',
  webp: 'image/webp',
  gif: 'image/gif',
};

export const MESSAGE_TOO_LARGE = 'O ficheiro deve ter no máximo 5MB';
export const MESSAGE_WRONG_TYPE = 'Apenas imagens PNG, JPG ou PDF são permitidos';

const startsWith = (buf: Buffer, bytes: number[], offset = 0) => bytes.every((b, i) => buf[offset + i] === b);

/** Decides a file's type from its content (magic bytes), never from its name or declared type. */
export function sniffKind(buf: Buffer): FileKind | null {
  if (startsWith(buf, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(buf, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(buf, [0x25, 0x50, 0x44, 0x46, 0x2d])) return 'pdf';
  if (startsWith(buf, [0x52, 0x49, 0x46, 0x46]) && startsWith(buf, [0x57, 0x45, 0x42, 0x50], 8)) return 'webp';
  if (startsWith(buf, [0x47, 0x49, 0x46, 0x38])) return 'gif';
  return null;
}

const SEND_A_PICTURE = 'Envie uma captura de ecrã (PNG ou JPG) do comprovativo.';
export const PDF_REFUSALS: Record<PdfFindingKind, string> = {
  active: `O PDF contém conteúdo ativo (scripts, ligações, formulários ou anexos) e não pode ser aceite. ${SEND_A_PICTURE}`,
  encrypted: `O PDF está protegido e não pode ser verificado. ${SEND_A_PICTURE}`,
  unreadable: `Não foi possível verificar este PDF. ${SEND_A_PICTURE}`,
  'too-complex': `Não foi possível verificar este PDF. ${SEND_A_PICTURE}`,
};
/** Markup that a browser could be tricked into rendering; refused even behind valid magic bytes. */
const ACTIVE_CONTENT = /<\s*(script|html|body|iframe|svg|object|embed|meta|head)\b|javascript:/i;

function looksComplete(kind: FileKind, buf: Buffer): boolean {
  if (kind === 'png') return buf.includes(Buffer.from('IEND'));
  if (kind === 'jpeg') return buf.length > 4 && buf[buf.length - 2] === 0xff && buf[buf.length - 1] === 0xd9;
  if (kind === 'pdf') return buf.includes(Buffer.from('%%EOF'));
  return true;
}

export interface CheckedUpload {
  kind: FileKind;
  mime: string;
  extension: string;
  bytes: Buffer;
}

/**
 * Checks an upload by content. Refuses empty or oversized files, unknown or disallowed types,
 * truncated files, images that carry HTML or script, and PDFs that could run, open, send or
 * fetch anything (read object by object: `inspectPdf`).
 */
export function checkUpload(
  bytes: Buffer,
  allowed: readonly FileKind[] = ['png', 'jpeg', 'pdf'],
  maxBytes = MAX_UPLOAD_BYTES,
): CheckedUpload {
  if (bytes.length > maxBytes) throw new AppError('PAYLOAD_TOO_LARGE', MESSAGE_TOO_LARGE);
  if (bytes.length === 0) throw new AppError('UNSUPPORTED_FILE', 'O ficheiro está vazio.');
  const kind = sniffKind(bytes);
  if (!kind || !allowed.includes(kind)) throw new AppError('UNSUPPORTED_FILE', MESSAGE_WRONG_TYPE);
  if (!looksComplete(kind, bytes)) throw new AppError('UNSUPPORTED_FILE', 'O ficheiro está danificado ou incompleto.');
  if (kind !== 'pdf' && ACTIVE_CONTENT.test(bytes.toString('latin1'))) throw new AppError('UNSUPPORTED_FILE', MESSAGE_WRONG_TYPE);
  if (kind === 'pdf') {
    const [finding] = inspectPdf(bytes);
    if (finding) throw new AppError('UNSUPPORTED_FILE', PDF_REFUSALS[finding.kind]);
  }
  return { kind, mime: MIME[kind], extension: kind === 'jpeg' ? 'jpg' : kind, bytes };
}

const MESSAGE_UNREADABLE_IMAGE = 'Não foi possível ler a imagem. Envie outra fotografia ou captura de ecrã (PNG ou JPG).';

/**
 * The one gate for documents we keep (payment proofs, booking receipts): the content check, then
 * proof that the file is harmless. A PDF is read object by object and refused when it could run,
 * open, send or fetch anything; a PNG or JPEG is decoded under the pixel limit and replaced by a
 * re-encoded copy, so what staff open later is only pixels.
 */
export async function acceptUpload(bytes: Buffer, allowed: readonly ('png' | 'jpeg' | 'pdf')[] = ['png', 'jpeg', 'pdf']): Promise<CheckedUpload> {
  const checked = checkUpload(bytes, allowed);
  if (checked.kind === 'pdf') return checked;
  if (checked.kind === 'png' || checked.kind === 'jpeg') {
    return { ...checked, bytes: await reencodeDocumentImage(bytes, checked.kind, MESSAGE_UNREADABLE_IMAGE) };
  }
  throw new AppError('UNSUPPORTED_FILE', MESSAGE_WRONG_TYPE);
}

/** Whether a stored document may be handed to a browser: the same checks, for files kept before they existed. */
export async function isSafeToServe(file: { mime: string; bytes: Buffer }): Promise<boolean> {
  if (file.mime === 'application/pdf') return inspectPdf(file.bytes).length === 0;
  if (file.mime.startsWith('image/')) return isSafeToShow(file.bytes);
  return false;
}

/** A name safe to show and to offer for download: no path, no control or quote characters. */
export function safeFileName(name: string | undefined, extension: string): string {
  const base = (name ?? '').split(/[\\/]/).pop() ?? '';
  const cleaned = base.replace(/[^\p{L}\p{N} ._-]/gu, '').replace(/\.+/g, '.').trim().slice(0, 80);
  const stem = cleaned.replace(/\.[^.]*$/, '') || 'ficheiro';
  return `${stem}.${extension}`;
}

export async function storeFile(
  db: Db,
  upload: CheckedUpload,
  meta: { purpose: string; originalName?: string; ownerCustomerId?: number | null },
): Promise<{ id: string; name: string; size: number; mime: string }> {
  const id = randomUUID();
  const name = safeFileName(meta.originalName, upload.extension);
  await db.insert(files).values({
    id,
    purpose: meta.purpose,
    mime: upload.mime,
    size: upload.bytes.length,
    sha256: createHash('sha256').update(upload.bytes).digest('hex'),
    originalName: name,
    ownerCustomerId: meta.ownerCustomerId ?? null,
    bytes: upload.bytes,
  });
  return { id, name, size: upload.bytes.length, mime: upload.mime };
}

export const MESSAGE_UNSAFE_STORED_FILE = 'Este ficheiro não pode ser aberto com segurança. Peça um novo comprovativo ao cliente.';

/**
 * The one way a kept proof or receipt leaves the server, for its customer and for staff alike:
 * checked again (files kept before these checks existed get them too), always a download, never
 * sniffed, sandboxed if a browser renders it anyway.
 */
export async function sendStoredFile(reply: FastifyReply, file: { mime: string; bytes: Buffer; originalName: string }) {
  if (!(await isSafeToServe(file))) throw new AppError('UNPROCESSABLE', MESSAGE_UNSAFE_STORED_FILE);
  const name = file.originalName || 'ficheiro';
  const ascii = name.replace(/[^A-Za-z0-9._-]/g, '_');
  return reply
    .header('Content-Type', file.mime)
    .header('Content-Disposition', `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`)
    .header('X-Content-Type-Options', 'nosniff')
    .header('Content-Security-Policy', "default-src 'none'; sandbox")
    .header('Cache-Control', 'private, no-store')
    .send(file.bytes);
}
