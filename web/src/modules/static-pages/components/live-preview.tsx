import { Alert, Box, Heading, HStack, Skeleton, Spinner, Stack, Text } from '@chakra-ui/react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useDebounced } from '../../../components/search-picker/use-debounced';
import { useStaticPagePreview } from '../api/preview-static-page';
import { PageContent } from './page-content';
import type { StaticPageFormValues } from './static-page-form-values';
import { toPreviewContent } from './static-page-form-values';

/** How long the author pauses before the preview asks the server again. */
const PREVIEW_DELAY_MS = 400;

/**
 * The page as the public will read it: the text as typed, once the author pauses, through the
 * server's sanitiser (POST /static-pages/preview), so what shows here is what will be published.
 */
export function LivePreview({ maxH }: { maxH?: string }) {
  const { t } = useTranslation('static-pages');
  const title = useWatch<StaticPageFormValues, 'title'>({ name: 'title' });
  const content = useWatch<StaticPageFormValues, 'content'>({ name: 'content' });
  const settled = useDebounced(toPreviewContent(content), PREVIEW_DELAY_MS);
  const preview = useStaticPagePreview(settled);
  const html = settled === null ? null : preview.data?.data.content;
  return (
    <Stack gap="2" minW="0">
      <HStack justify="space-between" minH="6">
        <Text fontSize="sm" color="fg.muted">
          {t('static-pages:preview.help')}
        </Text>
        {preview.isFetching && (
          <HStack gap="1.5" color="fg.muted" fontSize="xs" aria-live="polite">
            <Spinner size="xs" />
            <Text>{t('static-pages:preview.updating')}</Text>
          </HStack>
        )}
      </HStack>
      <Box
        as="article"
        aria-label={t('static-pages:preview.title')}
        borderWidth="1px"
        borderRadius="md"
        bg="bg"
        px={{ base: '4', md: '6' }}
        py={{ base: '4', md: '5' }}
        minH={{ base: '16rem', md: '24rem' }}
        maxH={maxH}
        overflowY={maxH ? 'auto' : undefined}
        // A box that scrolls is reachable by keyboard.
        tabIndex={maxH ? 0 : undefined}
        opacity={preview.isFetching ? 0.7 : 1}
        transition="opacity 0.2s"
      >
        {title.trim() && (
          <Heading as="h3" fontSize="1.75rem" fontWeight="bold" mb="4" lineHeight="1.25">
            {title}
          </Heading>
        )}
        {preview.isError ? (
          <Alert.Root status="error" size="sm">
            <Alert.Indicator />
            <Alert.Description>{preview.error.message}</Alert.Description>
          </Alert.Root>
        ) : html ? (
          <PageContent html={html} />
        ) : settled !== null && preview.isPending ? (
          <Stack gap="3" aria-busy="true">
            <Skeleton height="5" width="60%" />
            <Skeleton height="4" />
            <Skeleton height="4" width="90%" />
          </Stack>
        ) : (
          <Text color="fg.muted" fontSize="sm">
            {t('static-pages:preview.nothing')}
          </Text>
        )}
      </Box>
    </Stack>
  );
}
