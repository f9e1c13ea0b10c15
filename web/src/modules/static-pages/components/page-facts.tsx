import { DataList, HStack, Link, Text } from '@chakra-ui/react';
import type { StaticPage } from '@pickleball/domain';
import { ExternalLink } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { DetailItem, DetailPanel } from '../../../components/detail-panel';
import { formatDateTime } from '../../../lib/format';
import { PageLanguageBadge, PageStatusBadge, PageTypeBadge } from './page-badges';

/** A person and a moment: "Nguyễn Văn An, 24 Nov 2026, 10:00"; the system when nobody. */
function ByWhen({ name, when }: { name: string | undefined; when: string }) {
  const { t, i18n } = useTranslation('static-pages');
  return (
    <Text>
      {formatDateTime(when, i18n.language)}
      <Text as="span" color="fg.muted">
        {' · '}
        {name ?? t('static-pages:detail.system')}
      </Text>
    </Text>
  );
}

/** What the page is and where the public reads it. */
export function PageFacts({ page }: { page: StaticPage }) {
  const { t, i18n } = useTranslation('static-pages');
  const locale = i18n.language;
  return (
    <DetailPanel title={t('static-pages:detail.about')}>
      <DataList.Root orientation="horizontal" size="sm">
        <DetailItem label={t('static-pages:fields.is_active')}>
          <PageStatusBadge isActive={page.is_active} />
        </DetailItem>
        <DetailItem label={t('static-pages:fields.key')}>
          <Text fontFamily="mono">{page.key}</Text>
        </DetailItem>
        <DetailItem label={t('static-pages:fields.type')}>
          <PageTypeBadge type={page.type} />
        </DetailItem>
        <DetailItem label={t('static-pages:fields.language')}>
          <PageLanguageBadge language={page.language} />
        </DetailItem>
        <DetailItem label={t('static-pages:fields.public_path')}>
          {page.public_path ? (
            <Link href={page.public_path} target="_blank" rel="noopener" variant="underline">
              <HStack as="span" gap="1">
                <Text as="span" fontFamily="mono">
                  {page.public_path}
                </Text>
                <ExternalLink size={14} aria-hidden="true" />
                <Text as="span" srOnly>
                  {t('static-pages:detail.opens_new_tab')}
                </Text>
              </HStack>
            </Link>
          ) : (
            <Text color="fg.muted">{t('static-pages:detail.no_public_path')}</Text>
          )}
        </DetailItem>
        <DetailItem label={t('static-pages:fields.draft_saved')}>
          <ByWhen name={page.draft_saved_by?.name} when={page.draft_saved_at} />
        </DetailItem>
        <DetailItem label={t('static-pages:fields.created_at')}>
          {formatDateTime(page.created_at, locale)}
        </DetailItem>
      </DataList.Root>
    </DetailPanel>
  );
}
