import { Alert, Badge, Box, Heading, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { EmailPreview } from '../api/preview-email-template';

/** One language's e-mail: the subject, the HTML in a sandboxed frame (no scripts, no forms, no top navigation), the plain text. */
function EmailPane({ language, mail, note }: { language: string; mail: EmailPreview['en']; note?: string }) {
  const { t } = useTranslation('email-templates');
  return (
    <Stack gap="2" borderWidth="1px" borderRadius="md" p="3" bg="bg.subtle" minW="0">
      <Heading as="h3" size="sm">
        {language}
      </Heading>
      {note && (
        <Badge colorPalette="orange" variant="subtle" alignSelf="flex-start" whiteSpace="normal">
          {note}
        </Badge>
      )}
      <Text fontWeight="semibold">{mail.subject}</Text>
      <Box borderWidth="1px" borderRadius="sm" bg="white" overflow="hidden">
        <iframe
          sandbox=""
          srcDoc={mail.html}
          title={t('email-templates:preview.frame_title', { language })}
          style={{ width: '100%', height: '360px', border: 0, display: 'block' }}
        />
      </Box>
      {mail.text && (
        <Box>
          <Text fontSize="xs" color="fg.muted" mb="1">
            {t('email-templates:preview.plain_text')}
          </Text>
          <Text as="pre" fontSize="xs" whiteSpace="pre-wrap" fontFamily="mono">
            {mail.text}
          </Text>
        </Box>
      )}
    </Stack>
  );
}

/** Both languages side by side (stacked on a phone). */
export function EmailPreviewPanes({
  preview,
  isLoading,
  error,
}: {
  preview: EmailPreview | undefined;
  isLoading: boolean;
  error: string | null;
}) {
  const { t } = useTranslation('email-templates');
  if (error)
    return (
      <Alert.Root status="error" size="sm">
        <Alert.Indicator />
        <Alert.Description>{error}</Alert.Description>
      </Alert.Root>
    );
  if (!preview)
    return isLoading ? (
      <Skeleton height="64" />
    ) : (
      <Text fontSize="sm" color="fg.muted">
        {t('email-templates:preview.nothing')}
      </Text>
    );
  return (
    <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4" opacity={isLoading ? 0.6 : 1}>
      <EmailPane language={t('email-templates:languages.en')} mail={preview.en} />
      <EmailPane
        language={t('email-templates:languages.vi')}
        mail={preview.vi}
        note={preview.vi_fallback ? t('email-templates:preview.vi_fallback') : undefined}
      />
    </SimpleGrid>
  );
}
