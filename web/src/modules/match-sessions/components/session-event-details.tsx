import { DataList, Text } from '@chakra-ui/react';
import type { MatchSession } from '@pickleball/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DetailItem } from '../../../components/detail-panel';
import { toIntlLocale } from '../../../lib/format';
import { venueText } from './session-calendar-events';
import { formatCancelCutoff, formatFee, formatPlayersOfCap, formatRatingRange } from './session-event-text';
import { useSessionLabels } from './session-labels';
import {
  formatSessionDay,
  formatSessionTimes,
  formatSessionWhen,
  formatZoneOffset,
  isOtherZone,
} from './session-when';

/** The evening's day and times in its zone, with the zone's offset when the reader's clock differs. */
export function useSessionWhenText() {
  const { i18n } = useTranslation();
  const [readerZone] = useState(() => Intl.DateTimeFormat().resolvedOptions().timeZone);
  const locale = i18n.language;
  return (session: Pick<MatchSession, 'starts_at' | 'ends_at' | 'time_zone'>, part: 'when' | 'times') => {
    const text = part === 'when' ? formatSessionWhen(session, locale) : formatSessionTimes(session, locale);
    const at = new Date(session.starts_at);
    return !Number.isNaN(at.getTime()) && isOtherZone(session.time_zone, at, readerZone)
      ? `${text} (${formatZoneOffset(session.time_zone, locale, at)})`
      : text;
  };
}

/**
 * A session's event as "label: value" lines: day, times, venue, named courts, players against the
 * cap, rating range, fee per player, until when players may cancel alone, who may see it, who
 * organises it. `compact` (the printed sheet, the generator's summary) keeps what players need to
 * find the evening.
 */
export function SessionEventList({ session, compact = false }: { session: MatchSession; compact?: boolean }) {
  const { t, i18n } = useTranslation('match-sessions');
  const labels = useSessionLabels();
  const whenText = useSessionWhenText();
  const locale = i18n.language;
  const dash = <Text color="fg.muted">—</Text>;
  const venue = venueText(session);
  return (
    <DataList.Root orientation="horizontal" gap={compact ? '1' : '3'} size="sm">
      <DetailItem label={t('match-sessions:fields.date')}>{formatSessionDay(session, locale)}</DetailItem>
      <DetailItem label={t('match-sessions:fields.time')}>{whenText(session, 'times')}</DetailItem>
      <DetailItem label={t('match-sessions:fields.venue')}>
        {venue ? (
          <>
            <Text>{venue}</Text>
            {session.venue_court && session.venue && (
              <Text fontSize="xs" color="fg.muted">
                {session.venue}
              </Text>
            )}
          </>
        ) : (
          dash
        )}
      </DetailItem>
      {session.court_names.length > 0 && (
        <DetailItem label={t('match-sessions:fields.court_names')}>
          {new Intl.ListFormat(toIntlLocale(locale), { type: 'unit', style: 'short' }).format(
            session.court_names,
          )}
        </DetailItem>
      )}
      <DetailItem label={t('match-sessions:fields.players')}>
        {formatPlayersOfCap(session.players.length, session.player_cap, t)}
      </DetailItem>
      <DetailItem label={t('match-sessions:fields.rating_range')}>
        {formatRatingRange(session.rating_min, session.rating_max, locale, t)}
      </DetailItem>
      <DetailItem label={t('match-sessions:fields.fee')}>
        {formatFee(session.fee, session.currency, locale, t)}
      </DetailItem>
      {!compact && (
        <DetailItem label={t('match-sessions:fields.cancel_alone_until')}>
          {formatCancelCutoff(session.cancel_cutoff_minutes, t)}
        </DetailItem>
      )}
      {!compact && (
        <DetailItem label={t('match-sessions:fields.visibility')}>
          {labels.visibilityLabel(session.visibility)}
        </DetailItem>
      )}
      {!compact && (
        <DetailItem label={t('match-sessions:fields.organiser')}>
          {(session.organiser ?? session.created_by)?.name ?? dash}
        </DetailItem>
      )}
    </DataList.Root>
  );
}
