import { IMAGE_VARIANT_SIZES, type StoredImage } from '@pickleball/domain';
import type { FileRow } from './files.service';

/** The file extension an original is stored and served under, by its type. */
export const MIME_EXTENSION: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
};

/** The address a stored file (or one of its variants) is served at. */
export const fileUrl = (uuid: string, name: string) => `/api/v1/files/${uuid}/${name}`;

/** An image file's row as the API shows it: the original and its WebP variants. */
export function toStoredImage(row: Pick<FileRow, 'uuid' | 'mime' | 'width' | 'height'>): StoredImage {
  return {
    id: row.uuid,
    url: fileUrl(row.uuid, `original.${MIME_EXTENSION[row.mime] ?? 'bin'}`),
    width: row.width,
    height: row.height,
    variants: Object.fromEntries(
      IMAGE_VARIANT_SIZES.map((size) => [String(size), fileUrl(row.uuid, `${size}.webp`)]),
    ),
  };
}

/** The avatar columns a row joins from its image file (null when it has none). */
export interface AvatarColumns {
  avatar_uuid: string | null;
  avatar_mime: string | null;
  avatar_width: number | null;
  avatar_height: number | null;
}

/** A joined avatar as the API shows it, or null. */
export function toAvatar(row: AvatarColumns | undefined): StoredImage | null {
  if (!row?.avatar_uuid || !row.avatar_mime) return null;
  return toStoredImage({
    uuid: row.avatar_uuid,
    mime: row.avatar_mime,
    width: row.avatar_width ?? 0,
    height: row.avatar_height ?? 0,
  });
}
