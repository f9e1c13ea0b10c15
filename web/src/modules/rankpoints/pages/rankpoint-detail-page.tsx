import { Alert, Box, Button, EmptyState, Heading, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { History, Pencil, Trophy, UserRound, UsersRound } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { PageHeader } from '../../../components/page-header';
import { RealtimeStatus } from '../../../components/realtime-status';
import { StatCards } from '../../../components/stat-cards';
import { useAuth } from '../../../lib/auth';
import { formatDate } from '../../../lib/format';
import { type RankpointDetail, useRankpoint } from '../api/get-rankpoint';
import { RankStatusBadge, RankTypeBadge } from '../components/rankpoint-badges';
import { RankpointFormDialog } from '../components/rankpoint-form-dialog';
import { formatRating } from '../components/rankpoint-labels';
import { RatingChart } from '../components/rating-chart';
import { RatingHistoryTable } from '../components/rating-history-table';

function Panel({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Box
      as="section"
      aria-labelledby={id}
      borderWidth="1px"
      borderRadius="lg"
      bg="bg.panel"
      p={{ base: '4', md: '6' }}
      minW="0"
    >
      <Heading as="h2" size="md" id={id} mb="4">
        {title}
      </Heading>
      {children}
    </Box>
  );
}

function RankpointBody({ rankpoint }: { rankpoint: RankpointDetail }) {
  const { t, i18n } = useTranslation('rankpoints');
  const rating = (value: number | null) =>
    value === null ? t('rankpoints:not_rated_yet') : formatRating(value, i18n.language);
  return (
    <Stack gap="6">
      <StatCards
        columns={{ base: 1, sm: 2, lg: 3 }}
        items={[
          {
            id: 'doubles',
            label: t('rankpoints:fields.double_rating'),
            value: rating(rankpoint.double_rating),
            helpText: t('rankpoints:matches_n', { count: rankpoint.double_matches }),
            icon: <UsersRound size={18} />,
            colorPalette: 'blue',
          },
          {
            id: 'singles',
            label: t('rankpoints:fields.single_rating'),
            value: rating(rankpoint.single_rating),
            helpText: t('rankpoints:matches_n', { count: rankpoint.single_matches }),
            icon: <UserRound size={18} />,
            colorPalette: 'orange',
          },
          {
            id: 'updated',
            label: t('rankpoints:fields.updated_at'),
            value: formatDate(rankpoint.updated_at, i18n.language),
            helpText: rankpoint.change_reason ?? undefined,
            icon: <History size={18} />,
            colorPalette: 'gray',
          },
        ]}
      />
      <Panel id="rating-chart-title" title={t('rankpoints:chart.title')}>
        {rankpoint.history.length > 0 ? (
          <Stack gap="3">
            <RatingChart history={rankpoint.history} />
            <Text fontSize="xs" color="fg.muted">
              {t('rankpoints:chart.how')}
            </Text>
          </Stack>
        ) : (
          <EmptyState.Root size="sm">
            <EmptyState.Content>
              <EmptyState.Description>{t('rankpoints:history.empty')}</EmptyState.Description>
            </EmptyState.Content>
          </EmptyState.Root>
        )}
      </Panel>
      <Panel id="rating-history-title" title={t('rankpoints:history.title')}>
        {rankpoint.history.length > 0 ? (
          <RatingHistoryTable history={rankpoint.history} />
        ) : (
          <EmptyState.Root size="sm">
            <EmptyState.Content>
              <EmptyState.Description>{t('rankpoints:history.empty')}</EmptyState.Description>
            </EmptyState.Content>
          </EmptyState.Root>
        )}
      </Panel>
    </Stack>
  );
}

/** /rankpoints/{id}: a player's ratings, their history in a chart and a table, and the update modal. */
export default function RankpointDetailPage() {
  const { t } = useTranslation(['rankpoints', 'ui']);
  const { can } = useAuth();
  const id = Number(useParams().id);
  const rankpoint = useRankpoint(id);
  const data = rankpoint.data?.data;
  const [isEditing, setEditing] = useState(false);

  return (
    <>
      <PageHeader
        title={data?.player.name ?? t('rankpoints:detail.title')}
        description={data ? `@${data.player.username}` : undefined}
        breadcrumbs={[
          { label: t('ui:page.home'), to: '/dashboard' },
          { label: t('rankpoints:title'), to: '/rankpoints' },
          { label: data?.player.name ?? t('rankpoints:detail.title') },
        ]}
        actions={
          data && (
            <HStack gap="2" flexWrap="wrap">
              <RankTypeBadge type={data.type} size="lg" />
              <RankStatusBadge status={data.status} size="lg" />
              <Button asChild variant="outline" size="sm">
                <RouterLink to="/rankpoints/leaderboard">
                  <Trophy size={16} aria-hidden="true" />
                  {t('rankpoints:leaderboard.title')}
                </RouterLink>
              </Button>
              {can('rankpoint.manage') && (
                <Button colorPalette="blue" size="sm" onClick={() => setEditing(true)}>
                  <Pencil size={16} aria-hidden="true" />
                  {t('rankpoints:actions.edit')}
                </Button>
              )}
            </HStack>
          )
        }
      />
      <Stack gap="4">
        <RealtimeStatus />
        {rankpoint.isError ? (
          <Alert.Root status="error">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>{t('rankpoints:detail.load_failed')}</Alert.Title>
              <Alert.Description>{rankpoint.error.message}</Alert.Description>
            </Alert.Content>
            <Button size="sm" variant="outline" asChild>
              <RouterLink to="/rankpoints">{t('ui:page.back_to_list')}</RouterLink>
            </Button>
          </Alert.Root>
        ) : data ? (
          <RankpointBody rankpoint={data} />
        ) : (
          <Stack gap="4" role="status" aria-label={t('common:loading')}>
            <Skeleton height="24" />
            <Skeleton height="64" />
            <Skeleton height="40" />
          </Stack>
        )}
      </Stack>
      {data && <RankpointFormDialog open={isEditing} onOpenChange={setEditing} rankpoint={data} />}
    </>
  );
}
