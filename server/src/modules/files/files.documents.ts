/**
 * Documents (PDF, Word, Excel, text, CSV) attached to chat messages and meetings. The type is read
 * from the content, not taken from the browser's word: a PDF starts with %PDF, DOCX and XLSX are
 * ZIP packages, DOC and XLS OLE documents, TXT and CSV UTF-8 text without NUL bytes. A stored
 * document is the uploader's until its owner (a message, a meeting) claims it; unclaimed ones are
 * swept with the other orphans. Served as downloads, never rendered.
 */
import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyReply } from 'fastify';
import { nowIso } from '../../db/dialect';
import { requireActor, type ServiceContext } from '../../platform/context';
import { AppError, fieldError, notFound } from '../../platform/errors';
import { findDocumentMime, insertFile } from './files.repository';

const SIGNATURES: Record<string, (bytes: Buffer) => boolean> = {
  'application/pdf': (bytes) => bytes.subarray(0, 5).toString('latin1') === '%PDF-',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': isZip,
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': isZip,
  'application/msword': isOle,
  'application/vnd.ms-excel': isOle,
  'text/plain': isText,
  'text/csv': isText,
};

const EXTENSIONS: Record<string, string> = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  doc: 'application/msword',
  xls: 'application/vnd.ms-excel',
  txt: 'text/plain',
  csv: 'text/csv',
};

function isZip(bytes: Buffer): boolean {
  return bytes.length > 4 && bytes.readUInt32LE(0) === 0x04034b50;
}

function isOle(bytes: Buffer): boolean {
  return bytes.subarray(0, 8).equals(Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]));
}

function isText(bytes: Buffer): boolean {
  if (bytes.includes(0)) return false;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return true;
  } catch {
    return false;
  }
}

/** A file name safe to show and to put in a download header: no path, no control characters. */
export function safeFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const clean = base
    .split('')
    .filter((char) => char.charCodeAt(0) >= 0x20 && char.charCodeAt(0) !== 0x7f && !'"<>|:*?'.includes(char))
    .join('')
    .trim()
    .slice(0, 120);
  return clean || 'file';
}

/** The type a file is, from its extension, checked against its first bytes; null when not one of `allowed`. */
export function detectDocumentType(
  name: string,
  bytes: Buffer,
  allowed: Record<string, string>,
): string | null {
  const type = EXTENSIONS[name.split('.').pop()?.toLowerCase() ?? ''];
  if (!type || !allowed[type]) return null;
  return SIGNATURES[type]?.(bytes) ? type : null;
}

export interface StoredDocument {
  uuid: string;
  name: string;
  type: string;
  size: number;
}

/**
 * Checks and stores an uploaded document under a purpose; unowned until claimed. `types` maps the
 * allowed MIME types to the names people know them by ('PDF'), for the refusal's message.
 */
export async function storeDocument(
  ctx: ServiceContext,
  upload: { buffer: Buffer; filename: string },
  options: { purpose: string; types: Record<string, string>; maxBytes: number },
): Promise<StoredDocument> {
  const actor = requireActor(ctx);
  const name = safeFileName(upload.filename);
  const type = detectDocumentType(name, upload.buffer, options.types);
  if (!type)
    throw fieldError('file', 'chat_file_type', {
      types: [...new Set(Object.values(options.types))].join(', '),
    });
  if (upload.buffer.length > options.maxBytes) throw fieldError('file', 'file_too_large');
  const uuid = randomUUID();
  const folder = join(ctx.services.config.uploadsDir, uuid);
  try {
    await mkdir(folder, { recursive: true });
    await writeFile(join(folder, 'file'), upload.buffer);
  } catch (error) {
    ctx.log.error({ err: error }, 'document store failed');
    await rm(folder, { recursive: true, force: true });
    throw new AppError('image.upload_failed');
  }
  await insertFile(ctx.db, {
    uuid,
    purpose: options.purpose,
    owner_type: null,
    owner_id: null,
    mime: type,
    width: 0,
    height: 0,
    bytes: upload.buffer.length,
    created_by: actor.id,
    created_at: nowIso(),
  });
  return { uuid, name, type, size: upload.buffer.length };
}

/** Sends a stored document of a purpose as a download (its address is its key: an unguessable id). */
export async function sendDocument(
  ctx: ServiceContext,
  reply: FastifyReply,
  params: { uuid: string; name: string; purpose: string },
): Promise<FastifyReply> {
  const row = await findDocumentMime(ctx.db, params.uuid, params.purpose);
  if (!row) throw notFound();
  const path = join(ctx.services.config.uploadsDir, params.uuid, 'file');
  const size = await stat(path).then(
    (info) => info.size,
    () => null,
  );
  if (size === null) throw notFound();
  return reply
    .header('content-type', row.mime)
    .header('content-length', size)
    .header(
      'content-disposition',
      `attachment; filename*=UTF-8''${encodeURIComponent(safeFileName(params.name))}`,
    )
    .header('cache-control', 'private, max-age=31536000, immutable')
    .header('x-content-type-options', 'nosniff')
    .send(createReadStream(path));
}
