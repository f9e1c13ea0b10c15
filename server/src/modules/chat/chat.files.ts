/**
 * Files sent in chat messages (images go through the image upload service): documents checked by
 * their content (files/files.documents.ts), the uploader's until a message claims them.
 */
import { CHAT_FILE_MAX_BYTES, CHAT_FILE_TYPES, type ChatAttachment } from '@pickleball/domain';
import type { ServiceContext } from '../../platform/context';
import { storeDocument } from '../files/files.documents';

export async function storeChatFile(
  ctx: ServiceContext,
  upload: { buffer: Buffer; filename: string },
): Promise<Extract<ChatAttachment, { kind: 'file' }>> {
  const stored = await storeDocument(ctx, upload, {
    purpose: 'chat_file',
    types: CHAT_FILE_TYPES,
    maxBytes: CHAT_FILE_MAX_BYTES,
  });
  return {
    kind: 'file',
    name: stored.name,
    url: `/api/v1/chat-files/${stored.uuid}/${encodeURIComponent(stored.name)}`,
    type: stored.type,
    size: stored.size,
  };
}
