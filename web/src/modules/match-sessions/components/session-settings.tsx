import { DataList } from '@chakra-ui/react';
import type { MatchSession } from '@pickleball/domain';
import { useTranslation } from 'react-i18next';
import { DetailItem } from '../../../components/detail-panel';
import { formatDuration } from './duration';
import { useSessionLabels } from './session-labels';

/** The settings a session was generated with, as "label: value" lines. */
export function SessionSettingsList({
  session,
  compact = false,
}: {
  session: MatchSession;
  compact?: boolean;
}) {
  const { t, i18n } = useTranslation(['match-sessions', 'matches']);
  const labels = useSessionLabels();
  const locale = i18n.language;
  return (
    <DataList.Root orientation="horizontal" gap={compact ? '1' : '3'} size="sm">
      <DetailItem label={t('match-sessions:fields.match_type')}>
        {labels.typeLabel(session.match_type)}
      </DetailItem>
      {session.club && <DetailItem label={t('match-sessions:fields.club')}>{session.club.name}</DetailItem>}
      <DetailItem label={t('match-sessions:fields.best_of')}>
        {t('matches:best_of_n', { count: session.best_of })}
      </DetailItem>
      <DetailItem label={t('match-sessions:fields.target_points')}>
        {t('matches:points_n', { count: session.target_points })}
      </DetailItem>
      <DetailItem label={t('match-sessions:fields.win_by')}>
        {t('matches:points_n', { count: session.win_by })}
      </DetailItem>
      <DetailItem label={t('match-sessions:fields.match_duration_minutes')}>
        {formatDuration(session.match_duration_minutes, locale)}
      </DetailItem>
      <DetailItem label={t('match-sessions:fields.courts')}>
        {session.courts === null
          ? t('match-sessions:fields.courts_enough')
          : t('match-sessions:fields.courts_n', { count: session.courts })}
      </DetailItem>
      {!compact && (
        <DetailItem label={t('match-sessions:fields.balance_by_rating')}>
          {session.balance_by_rating ? t('match-sessions:details.yes') : t('match-sessions:details.no')}
        </DetailItem>
      )}
    </DataList.Root>
  );
}
