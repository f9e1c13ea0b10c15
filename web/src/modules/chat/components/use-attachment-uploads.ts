import type { ChatAttachment } from '@pickleball/domain';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { describeUploadError, uploadImage } from '../../../components/image-upload/upload-image';
import { toaster } from '../../../lib/toaster';
import { uploadChatFile } from '../api/upload-chat-file';
import { type AttachmentKind, checkAttachment } from './attachment-rules';
import { formatFileSize } from './message-attachments';

/** An image or file on its way into the message being written. */
export interface Upload {
  key: string;
  name: string;
  kind: AttachmentKind;
  /** 0 to 1. */
  progress: number;
  attachment: ChatAttachment | null;
  controller: AbortController;
}

/**
 * The composer's attachments: each file checked before it uploads (type, size, count: refused
 * with a toast saying why), uploaded with its progress, removable (its upload aborted), and every
 * upload still running abandoned when the conversation closes.
 */
export function useAttachmentUploads(chatId: number) {
  const { t, i18n } = useTranslation(['chat', 'files']);
  const [uploads, setUploads] = useState<Upload[]>([]);

  const uploadsRef = useRef(uploads);
  uploadsRef.current = uploads;
  useEffect(
    () => () => {
      for (const upload of uploadsRef.current) upload.controller.abort();
    },
    [],
  );

  const startUploads = (files: FileList | null, kind: AttachmentKind) => {
    if (!files) return;
    let count = uploads.length;
    for (const file of Array.from(files)) {
      const refusal = checkAttachment(file, kind, count);
      if (refusal) {
        toaster.error({
          title:
            refusal.reason === 'type'
              ? t('chat:composer.file_type', { name: file.name, types: refusal.types })
              : refusal.reason === 'size'
                ? t('chat:composer.file_size', {
                    name: file.name,
                    max: formatFileSize(refusal.maxBytes, i18n.language),
                  })
                : t('chat:composer.file_count', { count: refusal.max }),
        });
        continue;
      }
      count += 1;
      const upload: Upload = {
        key: `${Date.now()}-${count}-${file.name}`,
        name: file.name,
        kind,
        progress: 0,
        attachment: null,
        controller: new AbortController(),
      };
      setUploads((current) => [...current, upload]);
      const onProgress = ({ loaded, total }: { loaded: number; total: number }) =>
        setUploads((current) =>
          current.map((item) =>
            item.key === upload.key ? { ...item, progress: total ? loaded / total : 0 } : item,
          ),
        );
      const request: Promise<ChatAttachment> =
        kind === 'image'
          ? uploadImage(file, file.name, 'chat_image', { onProgress, signal: upload.controller.signal }).then(
              (image) => ({ kind: 'image', image }),
            )
          : uploadChatFile(chatId, file, { onProgress, signal: upload.controller.signal });
      request.then(
        (attachment) =>
          setUploads((current) =>
            current.map((item) => (item.key === upload.key ? { ...item, attachment, progress: 1 } : item)),
          ),
        (error: unknown) => {
          setUploads((current) => current.filter((item) => item.key !== upload.key));
          if (upload.controller.signal.aborted) return;
          toaster.error({
            title: describeUploadError(error, t('chat:composer.upload_failed', { name: file.name })),
          });
        },
      );
    }
  };

  const removeUpload = (key: string) => {
    setUploads((current) => {
      current.find((item) => item.key === key)?.controller.abort();
      return current.filter((item) => item.key !== key);
    });
  };

  /** The message went: its attachments leave the composer. */
  const clearUploads = () => setUploads([]);

  return { uploads, startUploads, removeUpload, clearUploads };
}
