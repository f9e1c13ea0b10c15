import { formatBytes, IMAGE_TYPE_NAMES } from '@pickleball/domain/files/files.schemas';

/**
 * The checks the browser can make before uploading (SPEC §5 "Image upload", §8 "Image"): the
 * type against the allowed list, the size against the maximum, the count against the maximum
 * number of files. The server checks again from the bytes; these save a phone the upload.
 */
export interface ImageRules {
  /** MIME types, e.g. ['image/jpeg', 'image/png']. */
  accept: readonly string[];
  maxBytes: number;
  maxFiles: number;
}

/** Why a file was turned away, with what its message needs. */
export type ImageRejection =
  | { file: File; reason: 'type'; types: string }
  | { file: File; reason: 'size'; max: string }
  | { file: File; reason: 'count'; max: number };

/** "JPG, PNG": the allowed types as people know them. */
export function describeTypes(accept: readonly string[]): string {
  return accept
    .map((type) => IMAGE_TYPE_NAMES[type] ?? type.replace(/^image\//, '').toUpperCase())
    .join(', ');
}

/** The `accept` attribute of the file input: types and their usual extensions. */
export function acceptAttribute(accept: readonly string[]): string {
  const extensions: Record<string, string[]> = {
    'image/jpeg': ['.jpg', '.jpeg'],
    'image/png': ['.png'],
    'image/webp': ['.webp'],
  };
  return [...accept, ...accept.flatMap((type) => extensions[type] ?? [])].join(',');
}

/** A file's type, from the browser or, when it says nothing (some Android pickers), its name. */
export function detectType(file: File): string {
  if (file.type) return file.type === 'image/jpg' ? 'image/jpeg' : file.type;
  const extension = /\.([a-z0-9]+)$/i.exec(file.name)?.[1]?.toLowerCase();
  if (extension === 'jpg' || extension === 'jpeg') return 'image/jpeg';
  if (extension === 'png') return 'image/png';
  if (extension === 'webp') return 'image/webp';
  return '';
}

/**
 * Splits chosen files into those to upload and those refused. `current` is how many images are
 * already kept; with room for one file only, a new file replaces the one kept.
 */
export function checkImageFiles(
  files: readonly File[],
  rules: ImageRules,
  current: number,
): { accepted: File[]; rejected: ImageRejection[] } {
  const room = rules.maxFiles === 1 ? 1 : Math.max(0, rules.maxFiles - current);
  const accepted: File[] = [];
  const rejected: ImageRejection[] = [];
  for (const file of files) {
    if (!rules.accept.includes(detectType(file)))
      rejected.push({ file, reason: 'type', types: describeTypes(rules.accept) });
    else if (file.size > rules.maxBytes)
      rejected.push({ file, reason: 'size', max: formatBytes(rules.maxBytes) });
    else if (accepted.length >= room) rejected.push({ file, reason: 'count', max: rules.maxFiles });
    else accepted.push(file);
  }
  return { accepted, rejected };
}
