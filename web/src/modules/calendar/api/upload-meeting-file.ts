import type { MeetingAttachment } from '@pickleball/domain';
import { api, type DataResponse, type UploadProgress } from '../../../lib/api-client';

/** A phone on a slow connection may need more than the usual 30 seconds for 10 MB. */
const UPLOAD_TIMEOUT_MS = 180_000;

/** POST /calendar/files: a document (PDF, Word, Excel, text, CSV) as multipart field `file`. */
export async function uploadMeetingFile(
  file: File,
  options: { onProgress?: (progress: UploadProgress) => void; signal?: AbortSignal } = {},
): Promise<MeetingAttachment> {
  const form = new FormData();
  form.append('file', file, file.name);
  const response = await api.upload<DataResponse<MeetingAttachment>>('/calendar/files', form, {
    silent: true,
    timeoutMs: UPLOAD_TIMEOUT_MS,
    signal: options.signal,
    onUploadProgress: options.onProgress ?? (() => undefined),
  });
  return response.data;
}
