import {
  CHAT_ATTACHMENTS_MAX,
  CHAT_FILE_MAX_BYTES,
  CHAT_FILE_TYPES,
} from '@pickleball/domain/chat/chat.rules';
import { IMAGE_PURPOSES, IMAGE_TYPE_NAMES } from '@pickleball/domain/files/files.schemas';

export type AttachmentKind = 'image' | 'file';

/** Why a chosen file is not uploaded (checked before the upload; the server checks the bytes again). */
export type AttachmentRejection =
  | { reason: 'type'; types: string }
  | { reason: 'size'; maxBytes: number }
  | { reason: 'count'; max: number };

const IMAGE_RULES = IMAGE_PURPOSES.chat_image;

/** The types each kind takes, for the file input's `accept`. */
export const ACCEPT = {
  image: [...IMAGE_RULES.types, '.jpg', '.jpeg', '.png', '.webp'].join(','),
  file: Object.keys(CHAT_FILE_TYPES).join(','),
} as const satisfies Record<AttachmentKind, string>;

/** A file's type, from the browser or (some Android pickers say nothing) its extension. */
function typeOf(file: Pick<File, 'name' | 'type'>): string {
  if (file.type) return file.type === 'image/jpg' ? 'image/jpeg' : file.type;
  const extension = /\.([a-z0-9]+)$/i.exec(file.name)?.[1]?.toLowerCase() ?? '';
  const byExtension: Record<string, string> = {
    jpg: 'image/jpeg',
    jpeg: 'image/jpeg',
    png: 'image/png',
    webp: 'image/webp',
    pdf: 'application/pdf',
    txt: 'text/plain',
    csv: 'text/csv',
    doc: 'application/msword',
    xls: 'application/vnd.ms-excel',
    docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  };
  return byExtension[extension] ?? '';
}

/**
 * Whether a chosen file may be attached: an image of the chat_image purpose's types and size, or
 * a document of CHAT_FILE_TYPES up to CHAT_FILE_MAX_BYTES; at most CHAT_ATTACHMENTS_MAX per message.
 */
export function checkAttachment(
  file: Pick<File, 'name' | 'type' | 'size'>,
  kind: AttachmentKind,
  attachedAlready: number,
): AttachmentRejection | null {
  if (attachedAlready >= CHAT_ATTACHMENTS_MAX) return { reason: 'count', max: CHAT_ATTACHMENTS_MAX };
  const type = typeOf(file);
  if (kind === 'image') {
    if (!(IMAGE_RULES.types as readonly string[]).includes(type))
      return {
        reason: 'type',
        types: IMAGE_RULES.types.map((item) => IMAGE_TYPE_NAMES[item] ?? item).join(', '),
      };
    if (file.size > IMAGE_RULES.maxBytes) return { reason: 'size', maxBytes: IMAGE_RULES.maxBytes };
    return null;
  }
  if (!(type in CHAT_FILE_TYPES))
    return { reason: 'type', types: [...new Set(Object.values(CHAT_FILE_TYPES))].join(', ') };
  if (file.size > CHAT_FILE_MAX_BYTES) return { reason: 'size', maxBytes: CHAT_FILE_MAX_BYTES };
  return null;
}
