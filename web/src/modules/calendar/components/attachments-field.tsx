import { Alert, Button, HStack, IconButton, Link, Progress, Stack, Text } from '@chakra-ui/react';
import { CHAT_FILE_TYPES, MEETING_ATTACHMENTS_MAX, type MeetingAttachment } from '@pickleball/domain';
import { formatBytes, type StoredImage } from '@pickleball/domain/files/files.schemas';
import { FileText, Paperclip, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useFieldError } from '../../../components/form/field-shell';
import { ImageUpload } from '../../../components/image-upload/image-upload';
import { isApiError } from '../../../lib/api-client';
import { uploadMeetingFile } from '../api/upload-meeting-file';
import type { MeetingFormValues } from './meeting-form-values';

/** The server's limit for a meeting's document (calendar.files.ts). */
const FILE_MAX_BYTES = 10 * 1024 * 1024;
const FILE_ACCEPT = Object.keys(CHAT_FILE_TYPES).join(',');

type FileAttachment = Extract<MeetingAttachment, { kind: 'file' }>;

/**
 * A meeting's attachments: photos through the shared image upload (purpose `meeting_image`) and
 * documents (PDF, Word, Excel, text, CSV up to 10 MB) through POST /calendar/files, at most ten in
 * all. Type and size are checked before sending; the server's refusal shows here. Tells the form
 * while an upload runs, so it is not saved without it.
 */
export function AttachmentsField({ onBusyChange }: { onBusyChange: (busy: boolean) => void }) {
  const { t } = useTranslation(['calendar', 'validation']);
  const { control } = useFormContext<MeetingFormValues>();
  const { field } = useController({ control, name: 'attachments' });
  const error = useFieldError('attachments');
  const attachments = field.value;
  const images = attachments.flatMap((entry) => (entry.kind === 'image' ? [entry.image] : []));
  const files = attachments.filter((entry): entry is FileAttachment => entry.kind === 'file');
  const [uploading, setUploading] = useState<{ name: string; percent: number | null }[]>([]);
  const [imagesBusy, setImagesBusy] = useState(false);
  const [problems, setProblems] = useState<string[]>([]);
  const input = useRef<HTMLInputElement>(null);
  const room = MEETING_ATTACHMENTS_MAX - attachments.length;

  useEffect(
    () => onBusyChange(imagesBusy || uploading.length > 0),
    [imagesBusy, uploading.length, onBusyChange],
  );

  const setImages = (next: StoredImage[]) =>
    field.onChange([...files, ...next.map((image) => ({ kind: 'image' as const, image }))]);

  const addFiles = async (chosen: File[]) => {
    const found: string[] = [];
    const accepted = chosen.filter((file) => {
      if (!(file.type in CHAT_FILE_TYPES)) {
        const types = [...new Set(Object.values(CHAT_FILE_TYPES))].join(', ');
        found.push(`${file.name}: ${t('validation:chat_file_type', { types })}`);
        return false;
      }
      if (file.size > FILE_MAX_BYTES) {
        found.push(`${file.name}: ${t('validation:file_too_large')}`);
        return false;
      }
      return true;
    });
    if (accepted.length > room) {
      found.push(t('validation:too_many_files', { max: MEETING_ATTACHMENTS_MAX }));
      accepted.splice(room);
    }
    setProblems(found);
    const added: FileAttachment[] = [];
    await Promise.all(
      accepted.map(async (file) => {
        setUploading((list) => [...list, { name: file.name, percent: 0 }]);
        try {
          const stored = await uploadMeetingFile(file, {
            onProgress: ({ loaded, total }) =>
              setUploading((list) =>
                list.map((entry) =>
                  entry.name === file.name
                    ? { ...entry, percent: total ? Math.round((loaded / total) * 100) : null }
                    : entry,
                ),
              ),
          });
          if (stored.kind === 'file') added.push(stored);
        } catch (caught) {
          const message = isApiError(caught)
            ? (caught.fieldErrors.file?.[0] ?? caught.message)
            : t('calendar:form.upload_failed');
          setProblems((list) => [...list, `${file.name}: ${message}`]);
        } finally {
          setUploading((list) => list.filter((entry) => entry.name !== file.name));
        }
      }),
    );
    if (added.length > 0) field.onChange([...field.value, ...added]);
  };

  return (
    <Stack gap="4">
      <ImageUpload
        purpose="meeting_image"
        label={t('calendar:form.photos')}
        value={images}
        onChange={setImages}
        maxFiles={Math.max(images.length, MEETING_ATTACHMENTS_MAX - files.length)}
        onBusyChange={setImagesBusy}
      />
      <Stack gap="2">
        <HStack justify="space-between" flexWrap="wrap" gap="2">
          <Stack gap="0">
            <Text fontWeight="medium" fontSize="sm">
              {t('calendar:form.documents')}
            </Text>
            <Text fontSize="xs" color="fg.muted">
              {t('calendar:form.documents_help')}
            </Text>
          </Stack>
          <Button size="sm" variant="outline" disabled={room <= 0} onClick={() => input.current?.click()}>
            <Paperclip aria-hidden="true" />
            {t('calendar:form.add_document')}
          </Button>
          <input
            ref={input}
            type="file"
            hidden
            multiple
            accept={FILE_ACCEPT}
            onChange={(event) => {
              const chosen = [...(event.target.files ?? [])];
              event.target.value = '';
              void addFiles(chosen);
            }}
          />
        </HStack>
        {files.map((file) => (
          <HStack key={file.id} gap="2" borderWidth="1px" borderRadius="md" px="3" py="2">
            <FileText size={16} aria-hidden="true" />
            <Link href={file.url} flex="1" minW="0" truncate>
              {file.name}
            </Link>
            <Text fontSize="xs" color="fg.muted" flexShrink={0}>
              {formatBytes(file.size)}
            </Text>
            <IconButton
              size="xs"
              variant="ghost"
              aria-label={t('calendar:form.remove_document', { name: file.name })}
              onClick={() => field.onChange(attachments.filter((entry) => entry !== file))}
            >
              <X />
            </IconButton>
          </HStack>
        ))}
        {uploading.map((entry) => (
          <Stack key={entry.name} gap="1">
            <Text fontSize="sm">{t('calendar:form.uploading', { name: entry.name })}</Text>
            <Progress.Root size="xs" value={entry.percent} aria-label={entry.name}>
              <Progress.Track>
                <Progress.Range />
              </Progress.Track>
            </Progress.Root>
          </Stack>
        ))}
        {(problems.length > 0 || error) && (
          <Alert.Root status="error">
            <Alert.Indicator />
            <Alert.Description>
              {[...problems, ...(error ? [error] : [])].map((message) => (
                <Text key={message}>{message}</Text>
              ))}
            </Alert.Description>
          </Alert.Root>
        )}
      </Stack>
    </Stack>
  );
}
