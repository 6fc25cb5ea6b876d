import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { MEDIA_WIDTHS, type MediaWidth } from '@shop/contract/admin-catalogue';
import { files } from '../../../db/schema.ts';
import { AppError } from '../../../lib/errors.ts';
import { MEDIA_PURPOSE, mediaFileId } from './media.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** `/media/{id}` alone answers with this width (for places that use the URL as it is). */
const DEFAULT_WIDTH: MediaWidth = 640;

/** Product images: public, immutable (a new upload gets a new id), served from the database. */
export async function mediaRoutes(app: FastifyInstance) {
  async function send(reply: FastifyReply, ifNoneMatch: string | undefined, id: string, width: MediaWidth) {
    const [file] = await app.db
      .select({ bytes: files.bytes, sha256: files.sha256 })
      .from(files)
      .where(and(eq(files.id, mediaFileId(id, width)), eq(files.purpose, MEDIA_PURPOSE)));
    if (!file) throw new AppError('NOT_FOUND', 'Imagem não encontrada.');
    const etag = `"${file.sha256.slice(0, 32)}"`;
    reply.header('Cache-Control', IMMUTABLE).header('ETag', etag);
    if (ifNoneMatch === etag) return reply.code(304).send();
    return reply.type('image/webp').send(file.bytes);
  }

  app.get('/media/:id', async (request, reply) => {
    const { id } = request.params as { id: string };
    if (!UUID.test(id)) throw new AppError('NOT_FOUND', 'Imagem não encontrada.');
    return send(reply, request.headers['if-none-match'], id, DEFAULT_WIDTH);
  });

  app.get('/media/:id/:file', async (request, reply) => {
    const { id, file } = request.params as { id: string; file: string };
    const width = Number(/^(\d+)\.webp$/.exec(file)?.[1]) as MediaWidth;
    if (!UUID.test(id) || !MEDIA_WIDTHS.includes(width)) throw new AppError('NOT_FOUND', 'Imagem não encontrada.');
    return send(reply, request.headers['if-none-match'], id, width);
  });
}
