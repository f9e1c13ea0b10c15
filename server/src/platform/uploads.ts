import type { FastifyRequest } from 'fastify';
import { fieldError } from './errors';

/**
 * The one file of a multipart request, read into memory up to `maxBytes` (imports and images are
 * small by rule). No file → 'file_required'; too large → 'file_too_large'; both on field `file`.
 */
export async function readUploadedFile(
  request: FastifyRequest,
  maxBytes: number,
): Promise<{ buffer: Buffer; filename: string; mimetype: string }> {
  let part: Awaited<ReturnType<FastifyRequest['file']>>;
  try {
    part = await request.file({ limits: { fileSize: maxBytes, files: 1, fields: 20 } });
  } catch {
    throw fieldError('file', 'file_required');
  }
  if (!part) throw fieldError('file', 'file_required');
  try {
    const buffer = await part.toBuffer();
    if (buffer.length === 0) throw fieldError('file', 'file_required');
    return { buffer, filename: part.filename, mimetype: part.mimetype };
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
      throw fieldError('file', 'file_too_large');
    throw error;
  }
}
