import type { ChatAttachment } from '@pickleball/domain';
import { api, type DataResponse, type UploadProgress } from '../../../lib/api-client';

/** A phone on a slow connection may need more than the usual 30 seconds for 10 MB. */
const UPLOAD_TIMEOUT_MS = 180_000;

/** POST /chats/{id}/files: a document as multipart field `file`; answers the attachment to send. */
export async function uploadChatFile(
  id: number,
  file: File,
  options: { onProgress?: (progress: UploadProgress) => void; signal?: AbortSignal } = {},
): Promise<ChatAttachment> {
  const form = new FormData();
  form.append('file', file, file.name);
  const response = await api.upload<DataResponse<ChatAttachment>>(`/chats/${id}/files`, form, {
    silent: true,
    timeoutMs: UPLOAD_TIMEOUT_MS,
    signal: options.signal,
    onUploadProgress: options.onProgress ?? (() => undefined),
  });
  return response.data;
}
