import { Alert, Badge, Box, Button, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { NotificationPreview } from '@pickleball/domain';
import { Eye } from 'lucide-react';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { usePreviewNotification } from '../api/preview-notification';
import { type SendFormValues, toSendInput } from './send-form-values';

function PreviewCard({
  language,
  text,
  note,
}: {
  language: string;
  text: NotificationPreview['en'];
  note?: string;
}) {
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

/** The message as recipients will read it, in English and in Vietnamese, side by side (stacked on a phone). */
export function SendPreview() {
  const { t } = useTranslation('notifications');
  const { getValues } = useFormContext<SendFormValues>();
  const preview = usePreviewNotification();
  const show = () => {
    const input = toSendInput(getValues());
    preview.mutate(
      input.template_id
        ? { template_id: Number(input.template_id), data: input.data ?? {} }
        : { subject: input.subject, content: input.content, data: {} },
    );
  };
  const result = preview.data?.data;
  return (
    <Stack gap="4">
      <Box>
        <Button variant="outline" onClick={show} loading={preview.isPending}>
          <Eye size={16} aria-hidden="true" />
          {t('notifications:send.show_preview')}
        </Button>
      </Box>
      {preview.isError && (
        <Alert.Root status="error" size="sm">
          <Alert.Indicator />
          <Alert.Description>{preview.error.message}</Alert.Description>
        </Alert.Root>
      )}
      {result && (
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4" aria-live="polite">
          <PreviewCard language={t('notifications:languages.en')} text={result.en} />
          <PreviewCard
            language={t('notifications:languages.vi')}
            text={result.vi}
            note={result.vi_fallback ? t('notifications:send.vi_fallback') : undefined}
          />
        </SimpleGrid>
      )}
    </Stack>
  );
}
