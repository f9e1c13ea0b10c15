import { HStack, Text } from '@chakra-ui/react';
import type { StaticPage } from '@pickleball/domain';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format';
import { PageLanguageBadge, PageStatusBadge, PageTypeBadge, UnpublishedBadge } from './page-badges';

/** One line on a page: its status, type and language, and what the public reads of it. */
export function PublishState({ page }: { page: StaticPage }) {
  const { t, i18n } = useTranslation('static-pages');
  const locale = i18n.language;
  const { published } = page;
  return (
    <HStack gap="2" flexWrap="wrap" fontSize="sm">
      <PageStatusBadge isActive={page.is_active} />
      <PageTypeBadge type={page.type} />
      <PageLanguageBadge language={page.language} />
      {page.has_unpublished_changes && <UnpublishedBadge isPublished={published !== null} />}
      <Text color="fg.muted">
        {published
          ? t('static-pages:state.published_version', {
              version: published.version,
              date: formatDateTime(published.published_at, locale),
            })
          : t('static-pages:state.not_published_help')}
      </Text>
    </HStack>
  );
}
