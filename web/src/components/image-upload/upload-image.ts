import type { ImagePurpose, StoredImage } from '@pickleball/domain/files/files.schemas';
import { api, type DataResponse, isApiError, type UploadProgress } from '../../lib/api-client';

/** A phone on a slow connection may need more than the usual 30 seconds for a few megabytes. */
const UPLOAD_TIMEOUT_MS = 120_000;

/**
 * POST /uploads/images?purpose=…: the image as multipart field `file`; answers it re-encoded,
 * with its variants (64, 256 and 512 px WebP). Silent: the component shows the refusal itself.
 */
export async function uploadImage(
  file: Blob,
  filename: string,
  purpose: ImagePurpose,
  options: { onProgress?: (progress: UploadProgress) => void; signal?: AbortSignal } = {},
): Promise<StoredImage> {
  const form = new FormData();
  form.append('file', file, filename);
  const response = await api.upload<DataResponse<StoredImage>>('/uploads/images', form, {
    query: { purpose },
    silent: true,
    timeoutMs: UPLOAD_TIMEOUT_MS,
    signal: options.signal,
    onUploadProgress: options.onProgress ?? (() => undefined),
  });
  return response.data;
}

/**
 * What to say when an upload fails (SPEC §8 "Image"): the server's own words for a refused file
 * (its type read from the bytes, its size) and for its image errors (load, store, variants),
 * already in the user's language; 'The image could not be uploaded' for anything else.
 */
export function describeUploadError(error: unknown, uploadFailed: string): string {
  if (!isApiError(error)) return uploadFailed;
  if (error.status === 422) return error.fieldErrors.file?.[0] ?? error.message;
  if (error.code.startsWith('image.') || error.status === 401 || error.status === 403) return error.message;
  return uploadFailed;
}
