/**
 * Files sent in chat messages (images go through the image upload service). The type is read
 * from the content, not taken from the browser's word: a PDF starts with %PDF, DOCX and XLSX are
 * ZIP packages, DOC and XLS OLE documents, TXT and CSV UTF-8 text without NUL bytes. A stored file
 * is the uploader's until a message claims it; unclaimed ones are swept with the other orphans.
 */
import { randomUUID } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { CHAT_FILE_MAX_BYTES, CHAT_FILE_TYPES, type ChatAttachment } from '@pickleball/domain';
import { nowIso } from '../../db/dialect';
import { requireActor, type ServiceContext } from '../../platform/context';
import { AppError, fieldError } from '../../platform/errors';

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

/** The type a file is, from its extension, checked against its first bytes; null when not allowed. */
export function detectChatFileType(name: string, bytes: Buffer): string | null {
  const type = EXTENSIONS[name.split('.').pop()?.toLowerCase() ?? ''];
  if (!type || !CHAT_FILE_TYPES[type]) return null;
  return SIGNATURES[type]?.(bytes) ? type : null;
}

export async function storeChatFile(
  ctx: ServiceContext,
  upload: { buffer: Buffer; filename: string },
): Promise<Extract<ChatAttachment, { kind: 'file' }>> {
  const actor = requireActor(ctx);
  const name = safeFileName(upload.filename);
  const type = detectChatFileType(name, upload.buffer);
  if (!type)
    throw fieldError('file', 'chat_file_type', {
      types: [...new Set(Object.values(CHAT_FILE_TYPES))].join(', '),
    });
  if (upload.buffer.length > CHAT_FILE_MAX_BYTES) throw fieldError('file', 'file_too_large');
  const uuid = randomUUID();
  const folder = join(ctx.services.config.uploadsDir, uuid);
  try {
    await mkdir(folder, { recursive: true });
    await writeFile(join(folder, 'file'), upload.buffer);
  } catch (error) {
    ctx.log.error({ err: error }, 'chat file store failed');
    await rm(folder, { recursive: true, force: true });
    throw new AppError('image.upload_failed');
  }
  await ctx.db
    .insertInto('files')
    .values({
      uuid,
      purpose: 'chat_file',
      owner_type: null,
      owner_id: null,
      mime: type,
      width: 0,
      height: 0,
      bytes: upload.buffer.length,
      created_by: actor.id,
      created_at: nowIso(),
    })
    .execute();
  return {
    kind: 'file',
    name,
    url: `/api/v1/chat-files/${uuid}/${encodeURIComponent(name)}`,
    type,
    size: upload.buffer.length,
  };
}
