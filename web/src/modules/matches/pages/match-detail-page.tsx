import { Alert, Box, Button, DataList, Grid, Heading, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { type Match, matchTitle } from '@pickleball/domain';
import { canTransition } from '@pickleball/domain/matches/matches.rules';
import { MonitorPlay, Pencil, Radio } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { PageHeader } from '../../../components/page-header';
import { RealtimeStatus } from '../../../components/realtime-status';
import { useAuth } from '../../../lib/auth';
import { formatDateTime } from '../../../lib/format';
import { useMatch } from '../api/get-match';
import { CertifiedBadge, MatchStatusBadge } from '../components/match-badges';
import { MatchConfirmations } from '../components/match-confirmations';
import { useMatchLabels } from '../components/match-labels';
import { MatchScorecard } from '../components/match-scorecard';
import { MatchWorkflowActions, useAvailableSteps } from '../components/match-workflow-actions';
import { MatchClub, MatchVenue } from '../components/venue-links';

const REASON_TITLE_KEYS: Partial<Record<Match['status'], string>> = {
  rejected: 'matches:detail.reason_rejected',
  disputed: 'matches:detail.reason_disputed',
  voided: 'matches:detail.reason_voided',
};

function Item({ label, children }: { label: string; children: ReactNode }) {
  return (
    <DataList.Item>
      <DataList.ItemLabel>{label}</DataList.ItemLabel>
      <DataList.ItemValue>{children}</DataList.ItemValue>
    </DataList.Item>
  );
}

function MatchDetails({ match }: { match: Match }) {
  const { t, i18n } = useTranslation('matches');
  const { disciplineLabel, formatLabel, scoreTypeLabel } = useMatchLabels();
  const locale = i18n.language;
  const dash = <Text color="fg.muted">—</Text>;
  return (
    <Box
      as="section"
      aria-labelledby="details-title"
      borderWidth="1px"
      borderRadius="lg"
      bg="bg.panel"
      p={{ base: '4', md: '6' }}
    >
      <Heading as="h2" size="md" id="details-title" mb="4">
        {t('matches:detail.details')}
      </Heading>
      <DataList.Root orientation="horizontal" gap="3" size="sm">
        <Item label={t('matches:fields.court')}>{match.court ? <MatchVenue match={match} /> : dash}</Item>
        {(match.court ? match.location : true) && (
          <Item label={match.court ? t('matches:fields.other_venue') : t('matches:fields.location')}>
            {match.location ?? dash}
          </Item>
        )}
        <Item label={t('matches:fields.club')}>{match.club ? <MatchClub match={match} /> : dash}</Item>
        <Item label={t('matches:fields.format')}>{formatLabel(match.format)}</Item>
        <Item label={t('matches:fields.discipline')}>{disciplineLabel(match.discipline)}</Item>
        <Item label={t('matches:fields.best_of')}>{t('matches:best_of_n', { count: match.best_of })}</Item>
        <Item label={t('matches:fields.target_points')}>
          {t('matches:points_n', { count: match.target_points })}
        </Item>
        <Item label={t('matches:fields.win_by')}>{t('matches:points_n', { count: match.win_by })}</Item>
        <Item label={t('matches:fields.tiebreak_target')}>
          {match.tiebreak_target
            ? t('matches:points_n', { count: match.tiebreak_target })
            : t('matches:form.tiebreak_same')}
        </Item>
        <Item label={t('matches:fields.score_type')}>{scoreTypeLabel(match.score_type)}</Item>
        <Item label={t('matches:fields.created_by')}>{match.created_by?.name ?? dash}</Item>
        <Item label={t('matches:fields.created_at')}>{formatDateTime(match.created_at, locale)}</Item>
        <Item label={t('matches:fields.submitted_at')}>
          {match.submitted_at ? formatDateTime(match.submitted_at, locale) : dash}
        </Item>
        <Item label={t('matches:fields.reviewed_by')}>
          {match.reviewed_by ? (
            <Stack gap="0">
              <Text>{match.reviewed_by.name}</Text>
              {match.reviewed_at && (
                <Text fontSize="xs" color="fg.muted">
                  {formatDateTime(match.reviewed_at, locale)}
                </Text>
              )}
            </Stack>
          ) : (
            dash
          )}
        </Item>
        <Item label={t('matches:fields.notes')}>{match.notes ?? dash}</Item>
      </DataList.Root>
    </Box>
  );
}

function MatchDetailBody({ match }: { match: Match }) {
  const { t } = useTranslation(['matches', 'ui']);
  const { can } = useAuth();
  const steps = useAvailableSteps(match);
  const reasonKey = REASON_TITLE_KEYS[match.status];
  const canLiveScore = can('match.edit') && canTransition('start_live', match.status);
  const canEdit = can('match.edit') && canTransition('edit', match.status);

  return (
    <Stack gap="6">
      <HStack gap="2" flexWrap="wrap">
        {canLiveScore && (
          <Button asChild colorPalette="red">
            <RouterLink to={`/matches/${match.id}/live-score`}>
              <Radio size={16} aria-hidden="true" />
              {match.status === 'inprogress'
                ? t('matches:actions.resume_live')
                : t('matches:actions.start_live')}
            </RouterLink>
          </Button>
        )}
        {canEdit && (
          <Button asChild variant="outline">
            <RouterLink to={`/matches/${match.id}/edit`}>
              <Pencil size={16} aria-hidden="true" />
              {t('matches:actions.edit')}
            </RouterLink>
          </Button>
        )}
        <Button asChild variant="outline">
          <a href={`/public-scoreboard/${match.id}`} target="_blank" rel="noopener">
            <MonitorPlay size={16} aria-hidden="true" />
            {t('matches:actions.scoreboard')}
          </a>
        </Button>
      </HStack>

      {reasonKey && match.status_reason && (
        <Alert.Root status={match.status === 'disputed' ? 'warning' : 'error'}>
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{t(reasonKey)}</Alert.Title>
            <Alert.Description>{match.status_reason}</Alert.Description>
          </Alert.Content>
        </Alert.Root>
      )}

      {steps.length > 0 && (
        <Box
          as="section"
          aria-labelledby="workflow-title"
          borderWidth="1px"
          borderRadius="lg"
          bg="bg.panel"
          p={{ base: '4', md: '6' }}
        >
          <Heading as="h2" size="md" id="workflow-title" mb="1">
            {t('matches:detail.next_steps')}
          </Heading>
          <Text fontSize="sm" color="fg.muted" mb="4">
            {t('matches:detail.next_steps_help')}
          </Text>
          <MatchWorkflowActions match={match} steps={steps} />
        </Box>
      )}

      <Grid templateColumns={{ base: '1fr', lg: '3fr 2fr' }} gap="6" alignItems="start">
        <Stack gap="6">
          <MatchScorecard match={match} />
          <MatchConfirmations match={match} />
        </Stack>
        <MatchDetails match={match} />
      </Grid>
    </Stack>
  );
}

/** /matches/{id}: teams, games, winner, workflow state and the steps the user may take. */
export default function MatchDetailPage() {
  const { t, i18n } = useTranslation(['matches', 'ui']);
  const id = Number(useParams().id);
  const match = useMatch(id);
  const data = match.data?.data;

  return (
    <>
      <PageHeader
        title={data ? matchTitle(t, data) : t('matches:detail.title')}
        description={
          data &&
          [formatDateTime(data.played_at, i18n.language), data.court?.name ?? data.location, data.club?.name]
            .filter(Boolean)
            .join(' · ')
        }
        breadcrumbs={[
          { label: t('ui:page.home'), to: '/dashboard' },
          { label: t('matches:title'), to: '/matches' },
          { label: data ? matchTitle(t, data) : t('matches:detail.title') },
        ]}
        actions={
          data && (
            <HStack gap="2">
              <MatchStatusBadge status={data.status} size="lg" />
              {data.is_certified && <CertifiedBadge />}
            </HStack>
          )
        }
      />
      <Stack gap="4">
        <RealtimeStatus />
        {match.isError ? (
          <Alert.Root status="error">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>{t('matches:detail.load_failed')}</Alert.Title>
              <Alert.Description>{match.error.message}</Alert.Description>
            </Alert.Content>
            <Button size="sm" variant="outline" asChild>
              <RouterLink to="/matches">{t('ui:page.back_to_list')}</RouterLink>
            </Button>
          </Alert.Root>
        ) : data ? (
          <MatchDetailBody match={data} />
        ) : (
          <Stack gap="4">
            <Skeleton height="12" />
            <Skeleton height="48" />
            <Skeleton height="32" />
          </Stack>
        )}
      </Stack>
    </>
  );
}
