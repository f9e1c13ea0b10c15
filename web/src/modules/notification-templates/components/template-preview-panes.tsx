import { Alert, Badge, Box, Heading, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import type { TemplatePreview } from '@pickleball/domain';
import { useTranslation } from 'react-i18next';

function Pane({ language, text, note }: { language: string; text: TemplatePreview['en']; note?: string }) {
  return (
    <Box borderWidth="1px" borderRadius="md" p="4" bg="bg.subtle">
      <Stack gap="2">
        <Heading as="h3" size="sm">
          {language}
        </Heading>
        {note && (
          <Badge colorPalette="orange" variant="subtle" alignSelf="flex-start" whiteSpace="normal">
            {note}
          </Badge>
        )}
        {text.subject && <Text fontWeight="semibold">{text.subject}</Text>}
        <Text whiteSpace="pre-line" fontSize="sm">
          {text.content}
        </Text>
      </Stack>
    </Box>
  );
}

/** Both languages side by side (stacked on a phone), with the English stand-in marked. */
export function TemplatePreviewPanes({
  preview,
  isLoading,
  error,
}: {
  preview: TemplatePreview | undefined;
  isLoading: boolean;
  error: string | null;
}) {
  const { t } = useTranslation('notification-templates');
  if (error)
    return (
      <Alert.Root status="error" size="sm">
        <Alert.Indicator />
        <Alert.Description>{error}</Alert.Description>
      </Alert.Root>
    );
  if (!preview)
    return isLoading ? (
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4" aria-busy="true">
        <Skeleton height="32" />
        <Skeleton height="32" />
      </SimpleGrid>
    ) : (
      <Text fontSize="sm" color="fg.muted">
        {t('notification-templates:preview.nothing')}
      </Text>
    );
  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap="4" aria-live="polite" opacity={isLoading ? 0.6 : 1}>
      <Pane language={t('notification-templates:languages.en')} text={preview.en} />
      <Pane
        language={t('notification-templates:languages.vi')}
        text={preview.vi}
        note={preview.vi_fallback ? t('notification-templates:preview.vi_fallback') : undefined}
      />
    </SimpleGrid>
  );
}
