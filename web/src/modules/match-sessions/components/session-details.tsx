import { DataList, Grid, Stack, Text } from '@chakra-ui/react';
import type { MatchSession } from '@pickleball/domain';
import { useTranslation } from 'react-i18next';
import { DetailItem, DetailPanel } from '../../../components/detail-panel';
import { formatDateTime, formatNumber } from '../../../lib/format';
import { formatDuration } from './duration';
import { FairnessSummary } from './fairness-panel';
import { SessionEventList } from './session-event-details';
import { SessionPlayersPanel } from './session-players-panel';
import { SessionSettingsList } from './session-settings';

/**
 * /match-sessions/{id}/details: when and where, settings, players with ratings and loads (who came
 * late or left early, and for the organiser "Player arrived" and "Left"), fairness explained,
 * timestamps. An evening planned ahead (no schedule yet) has no fairness to explain.
 */
export function SessionDetails({ session }: { session: MatchSession }) {
  const { t, i18n } = useTranslation('match-sessions');
  const locale = i18n.language;
  const dash = <Text color="fg.muted">—</Text>;
  return (
    <Grid
      templateColumns={{ base: 'minmax(0, 1fr)', lg: 'minmax(0, 3fr) minmax(0, 2fr)' }}
      gap="6"
      alignItems="start"
    >
      <Stack gap="6" minW="0">
        <DetailPanel title={t('match-sessions:event.title')}>
          <SessionEventList session={session} />
        </DetailPanel>
        {session.rounds.length > 0 && (
          <DetailPanel title={t('match-sessions:output.fairness')}>
            <Stack gap="3">
              <FairnessSummary fairness={session.fairness} type={session.match_type} />
              {session.mean_rating_gap !== null && (
                <Text fontSize="sm">
                  {t('match-sessions:output.mean_rating_gap', {
                    gap: formatNumber(session.mean_rating_gap, locale, {
                      minimumFractionDigits: 3,
                      maximumFractionDigits: 3,
                    }),
                  })}
                </Text>
              )}
            </Stack>
          </DetailPanel>
        )}
        <DetailPanel title={t('match-sessions:details.players', { count: session.players.length })}>
          <SessionPlayersPanel session={session} />
        </DetailPanel>
      </Stack>
      <Stack gap="6" minW="0">
        <DetailPanel title={t('match-sessions:details.settings')}>
          <SessionSettingsList session={session} />
        </DetailPanel>
        <DetailPanel title={t('match-sessions:details.history')}>
          <DataList.Root orientation="horizontal" gap="3" size="sm">
            <DetailItem label={t('match-sessions:output.total_matches')}>
              {t('match-sessions:progress.played_of', {
                played: session.played_matches,
                total: session.total_matches,
              })}
            </DetailItem>
            <DetailItem label={t('match-sessions:output.estimated_duration')}>
              {formatDuration(session.estimated_minutes, locale)}
            </DetailItem>
            <DetailItem label={t('match-sessions:details.created_by')}>
              {session.created_by?.name ?? dash}
            </DetailItem>
            <DetailItem label={t('match-sessions:fields.created_at')}>
              {formatDateTime(session.created_at, locale)}
            </DetailItem>
            <DetailItem label={t('match-sessions:details.started_at')}>
              {session.started_at ? formatDateTime(session.started_at, locale) : dash}
            </DetailItem>
            {session.completed_at && (
              <DetailItem label={t('match-sessions:details.completed_at')}>
                {formatDateTime(session.completed_at, locale)}
              </DetailItem>
            )}
            {session.cancelled_at && (
              <DetailItem label={t('match-sessions:details.cancelled_at')}>
                {formatDateTime(session.cancelled_at, locale)}
              </DetailItem>
            )}
            <DetailItem label={t('match-sessions:details.updated_at')}>
              {formatDateTime(session.updated_at, locale)}
            </DetailItem>
            <DetailItem label={t('match-sessions:details.seed')}>{session.seed}</DetailItem>
          </DataList.Root>
        </DetailPanel>
      </Stack>
    </Grid>
  );
}
