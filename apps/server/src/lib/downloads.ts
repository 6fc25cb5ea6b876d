import type { FastifyReply } from 'fastify';

/**
 * A file staff download (CSV sheets, PDFs): always an attachment, never sniffed, never kept by a
 * cache (it carries personal or business data). `filename` is ASCII, as the server names its files.
 */
export function sendDownload(reply: FastifyReply, file: { type: string; filename: string; body: string | Buffer }) {
  return reply
    .header('Content-Type', file.type)
    .header('Content-Disposition', `attachment; filename="${file.filename}"`)
    .header('X-Content-Type-Options', 'nosniff')
    .header('Cache-Control', 'no-store')
    .send(file.body);
}

export const CSV_TYPE = 'text/csv; charset=utf-8';
