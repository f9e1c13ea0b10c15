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
