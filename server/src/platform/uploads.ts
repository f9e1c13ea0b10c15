import type { FastifyRequest } from 'fastify';
import { AppError, fieldError } from './errors';

/**
 * The one file of a multipart request, read into memory up to `maxBytes` (imports and images are
 * small by rule). Errors name the field `file`: none → 'file_required', a second file →
 * 'too_many_files', too large → 'file_too_large' (or the caller's own error).
 *
 * Every upload goes through here, so this is the one place where a body that says it is
 * multipart but cannot be read as such (no boundary, a part cut short, JSON sent under a
 * multipart content type) becomes a 400 `upload.malformed`. busboy reports those as plain
 * `Error`s without a code ("Multipart: Boundary not found", "Unexpected end of form"), so any
 * error of the parser that is not one of the limits below counts as a malformed body.
 */
export async function readUploadedFile(
  request: FastifyRequest,
  maxBytes: number,
  options: { tooLarge?: () => AppError; missing?: () => AppError } = {},
): Promise<{ buffer: Buffer; filename: string; mimetype: string }> {
  let found: { buffer: Buffer; filename: string; mimetype: string } | null = null;
  try {
    for await (const part of request.files({ limits: { fileSize: maxBytes, files: 1, fields: 20 } })) {
      if (found) throw fieldError('file', 'too_many_files', { max: 1 });
      found = { buffer: await part.toBuffer(), filename: part.filename, mimetype: part.mimetype };
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw options.tooLarge?.() ?? fieldError('file', 'file_too_large');
    if (code === 'FST_FILES_LIMIT') throw fieldError('file', 'too_many_files', { max: 1 });
    if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE')
      throw options.missing?.() ?? fieldError('file', 'file_required');
    throw new AppError('upload.malformed', { cause: error });
  }
  if (!found || found.buffer.length === 0) throw options.missing?.() ?? fieldError('file', 'file_required');
  return found;
}
