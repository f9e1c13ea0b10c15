import { CloseButton, HStack, Progress, Stack, Text } from '@chakra-ui/react';
import { FileText } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { thumbnailOf } from './message-attachments';
import type { Upload } from './use-attachment-uploads';

/** The attachments of the message being written: a thumbnail or a file icon, progress, remove. */
export function AttachmentUploads({
  uploads,
  onRemove,
}: {
  uploads: Upload[];
  onRemove: (key: string) => void;
}) {
  const { t } = useTranslation(['chat', 'files']);
  return (
    <HStack gap="2" flexWrap="wrap">
      {uploads.map((upload) => (
        <HStack
          key={upload.key}
          gap="2"
          borderWidth="1px"
          borderRadius="md"
          px="2"
          py="1"
          maxW="56"
          bg="bg.subtle"
        >
          {upload.attachment?.kind === 'image' ? (
            <img
              src={thumbnailOf(upload.attachment.image)}
              alt=""
              width={32}
              height={32}
              style={{ width: 32, height: 32, objectFit: 'cover', borderRadius: 4 }}
            />
          ) : (
            <FileText size={18} aria-hidden="true" />
          )}
          <Stack gap="1" minW="0" flex="1">
            <Text fontSize="xs" truncate>
              {upload.name}
            </Text>
            {upload.attachment === null && (
              <Progress.Root
                size="xs"
                value={Math.round(upload.progress * 100)}
                aria-label={t('files:upload.progress', { name: upload.name })}
              >
                <Progress.Track>
                  <Progress.Range />
                </Progress.Track>
              </Progress.Root>
            )}
          </Stack>
          <CloseButton
            size="2xs"
            aria-label={t('chat:composer.remove_attachment', { name: upload.name })}
            onClick={() => onRemove(upload.key)}
          />
        </HStack>
      ))}
    </HStack>
  );
}
