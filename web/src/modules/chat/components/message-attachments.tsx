import { Box, chakra, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { ChatAttachment, StoredImage } from '@pickleball/domain';
import { CHAT_FILE_TYPES } from '@pickleball/domain/chat/chat.rules';
import { FileText } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../lib/format';

/** "2,4 MB", "512 kB": a size in the reader's language. */
export function formatFileSize(bytes: number, locale: string): string {
  const megabytes = bytes / (1024 * 1024);
  if (megabytes >= 1)
    return formatNumber(megabytes, locale, { style: 'unit', unit: 'megabyte', maximumFractionDigits: 1 });
  return formatNumber(Math.max(1, Math.round(bytes / 1024)), locale, { style: 'unit', unit: 'kilobyte' });
}

/** The type people know a file by (PDF, XLSX), else the part after the slash. */
export function fileTypeName(type: string): string {
  return CHAT_FILE_TYPES[type] ?? type.split('/').pop()?.toUpperCase() ?? type;
}

/** The thumbnail of an image: its 256 px variant when there is one. */
export function thumbnailOf(image: StoredImage): string {
  return image.variants['256'] ?? image.variants['512'] ?? image.url;
}

const ImageButton = chakra('button');

/** A message's images (thumbnails opening the full size) and files (name, type, size, a download link). */
export function MessageAttachments({
  attachments,
  onOpenImage,
}: {
  attachments: readonly ChatAttachment[];
  onOpenImage: (image: StoredImage) => void;
}) {
  const { t, i18n } = useTranslation('chat');
  const images = attachments.flatMap((item) => (item.kind === 'image' ? [item.image] : []));
  const files = attachments.flatMap((item) => (item.kind === 'file' ? [item] : []));
  return (
    <Stack gap="1.5">
      {images.length > 0 && (
        <SimpleGrid columns={images.length === 1 ? 1 : 2} gap="1" maxW="72">
          {images.map((image) => (
            <ImageButton
              key={image.id}
              type="button"
              onClick={() => onOpenImage(image)}
              aria-label={t('chat:attachments.open_image')}
              borderRadius="md"
              overflow="hidden"
              bg="bg.muted"
              focusRing="outside"
              cursor="zoom-in"
            >
              <img
                src={thumbnailOf(image)}
                alt=""
                width={image.width}
                height={image.height}
                loading="lazy"
                style={{
                  display: 'block',
                  width: '100%',
                  height: images.length === 1 ? 'auto' : '8rem',
                  maxHeight: '16rem',
                  objectFit: 'cover',
                }}
              />
            </ImageButton>
          ))}
        </SimpleGrid>
      )}
      {files.map((file) => (
        <chakra.a
          key={file.url}
          href={file.url}
          target="_blank"
          rel="noopener noreferrer"
          download={file.name}
          display="flex"
          gap="2"
          alignItems="center"
          p="2"
          borderWidth="1px"
          borderRadius="md"
          bg="bg.panel"
          color="fg"
          maxW="72"
          _hover={{ bg: 'bg.muted' }}
          focusRing="outside"
        >
          <Box color="blue.fg" flexShrink={0}>
            <FileText size={22} aria-hidden="true" />
          </Box>
          <Stack gap="0" minW="0">
            <Text fontSize="sm" fontWeight="medium" truncate>
              {file.name}
            </Text>
            <HStack gap="1.5" fontSize="xs" color="fg.muted">
              <span>{fileTypeName(file.type)}</span>
              <span aria-hidden="true">·</span>
              <span>{formatFileSize(file.size, i18n.language)}</span>
            </HStack>
          </Stack>
        </chakra.a>
      ))}
    </Stack>
  );
}
