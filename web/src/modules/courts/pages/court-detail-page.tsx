import { Alert, Box, Button, HStack, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import type { Court } from '@pickleball/domain';
import { Archive, ArchiveRestore, Pencil } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { PageHeader } from '../../../components/page-header';
import { isApiError } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth';
import { formatDateTime, formatNumber } from '../../../lib/format';
import { useCourt } from '../api/get-court';
import { ArchiveCourtDialog } from '../components/archive-court-dialog';
import { CourtStatusBadge } from '../components/court-badges';
import { CourtDetails } from '../components/court-details';
import { usePlaceName } from '../components/court-labels';

function MetaItem({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap="1" minW="0">
      <Text as="dt" fontSize="xs" color="fg.muted">
        {label}
      </Text>
      <Box as="dd" fontSize="sm" fontWeight="medium">
        {children}
      </Box>
    </Stack>
  );
}

/** The court's place in the back-office: status, visibility, order in lists, and dates. */
function CourtMeta({ court }: { court: Court }) {
  const { t, i18n } = useTranslation('courts');
  const locale = i18n.language;
  return (
    <SimpleGrid
      as="dl"
      columns={{ base: 2, md: 5 }}
      gap="4"
      borderWidth="1px"
      borderRadius="lg"
      bg="bg.panel"
      p={{ base: '4', md: '5' }}
    >
      <MetaItem label={t('courts:fields.status')}>
        <CourtStatusBadge status={court.status} isActive={court.is_active} />
      </MetaItem>
      <MetaItem label={t('courts:fields.is_active')}>
        {court.is_active ? t('courts:visibility.visible') : t('courts:visibility.hidden')}
      </MetaItem>
      <MetaItem label={t('courts:fields.sort_order')}>{formatNumber(court.sort_order, locale)}</MetaItem>
      <MetaItem label={t('courts:fields.created_at')}>{formatDateTime(court.created_at, locale)}</MetaItem>
      <MetaItem label={t('courts:fields.updated_at')}>{formatDateTime(court.updated_at, locale)}</MetaItem>
    </SimpleGrid>
  );
}

/** /courts/{id}: every field, the status, and the edit, archive and restore actions. */
export default function CourtDetailPage() {
  const { t } = useTranslation(['courts', 'ui']);
  const { can } = useAuth();
  const placeLabel = usePlaceName();
  const id = Number(useParams().id);
  const court = useCourt(id);
  const data = court.data?.data;
  const [archiving, setArchiving] = useState<Court | null>(null);
  const isMissing = court.isError && isApiError(court.error) && court.error.status === 404;

  return (
    <>
      <PageHeader
        title={data?.name ?? t('courts:detail.title')}
        description={
          data && (
            <Text as="span">
              {[data.address_detail, placeLabel(data.ward), placeLabel(data.province)]
                .filter(Boolean)
                .join(', ')}
            </Text>
          )
        }
        breadcrumbs={[
          { label: t('ui:page.home'), to: '/dashboard' },
          { label: t('courts:title'), to: '/courts' },
          { label: data?.name ?? t('courts:detail.title') },
        ]}
        actions={
          data &&
          can('court.edit') && (
            <HStack gap="2" flexWrap="wrap">
              <Button variant="outline" onClick={() => setArchiving(data)}>
                {data.status === 'archived' ? (
                  <ArchiveRestore size={16} aria-hidden="true" />
                ) : (
                  <Archive size={16} aria-hidden="true" />
                )}
                {data.status === 'archived' ? t('courts:actions.restore') : t('courts:actions.archive')}
              </Button>
              <Button asChild colorPalette="blue">
                <RouterLink to={`/courts/${data.id}/edit`}>
                  <Pencil size={16} aria-hidden="true" />
                  {t('courts:actions.edit')}
                </RouterLink>
              </Button>
            </HStack>
          )
        }
      />
      {court.isError ? (
        <Alert.Root status={isMissing ? 'warning' : 'error'} maxW="4xl">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>
              {isMissing ? t('courts:detail.not_found') : t('courts:detail.load_failed')}
            </Alert.Title>
            {!isMissing && <Alert.Description>{court.error.message}</Alert.Description>}
          </Alert.Content>
          <HStack gap="2">
            {!isMissing && (
              <Button size="sm" variant="outline" onClick={() => void court.refetch()}>
                {t('ui:table.retry')}
              </Button>
            )}
            <Button size="sm" variant="outline" asChild>
              <RouterLink to="/courts">{t('ui:page.back_to_list')}</RouterLink>
            </Button>
          </HStack>
        </Alert.Root>
      ) : data ? (
        <Stack gap="6">
          {data.status === 'archived' && (
            <Alert.Root status="info">
              <Alert.Indicator />
              <Alert.Description>{t('courts:detail.archived_notice')}</Alert.Description>
            </Alert.Root>
          )}
          <CourtMeta court={data} />
          <CourtDetails court={data} />
        </Stack>
      ) : (
        <Stack gap="4" role="status" aria-label={t('common:loading')}>
          <Skeleton height="20" />
          <Skeleton height="48" />
          <Skeleton height="48" />
        </Stack>
      )}
      <ArchiveCourtDialog court={archiving} onClose={() => setArchiving(null)} />
    </>
  );
}
