import { HStack, Link, Table, Text } from '@chakra-ui/react';
import { ArrowRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { useAuth } from '../../../lib/auth';
import { formatDateTime } from '../../../lib/format';
import type { RankpointDetail } from '../api/get-rankpoint';
import { SourceBadge } from './rankpoint-badges';
import { formatRating, MATCH_TYPE_KEYS } from './rankpoint-labels';

type Entry = RankpointDetail['history'][number];

/** "+0.123" / "−0.045": the change a history entry made. */
function Delta({ entry }: { entry: Entry }) {
  const { i18n } = useTranslation();
  if (entry.previous_rating === null) return null;
  const delta = Math.round((entry.new_rating - entry.previous_rating) * 1000) / 1000;
  if (delta === 0) return null;
  return (
    <Text
      as="span"
      fontSize="xs"
      color={delta > 0 ? 'fg.success' : 'fg.error'}
      fontVariantNumeric="tabular-nums"
    >
      {delta > 0 ? '+' : '−'}
      {formatRating(Math.abs(delta), i18n.language)}
    </Text>
  );
}

/** Every change of the player's ratings, newest first: the chart's data, readable by everyone. */
export function RatingHistoryTable({ history }: { history: RankpointDetail['history'] }) {
  const { t, i18n } = useTranslation('rankpoints');
  const { can } = useAuth();
  const locale = i18n.language;
  const rows = [...history].reverse();
  const canOpenMatches = can('match.view');
  return (
    <Table.ScrollArea borderWidth="1px" borderRadius="md">
      <Table.Root size="sm" stickyHeader>
        <Table.Caption captionSide="top" srOnly>
          {t('rankpoints:history.title')}
        </Table.Caption>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>{t('rankpoints:history.changed_at')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('rankpoints:fields.match_type')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('rankpoints:history.change')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('rankpoints:history.source')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('rankpoints:history.changed_by')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('rankpoints:history.reason')}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((entry) => (
            <Table.Row key={entry.id}>
              <Table.Cell whiteSpace="nowrap">{formatDateTime(entry.changed_at, locale)}</Table.Cell>
              <Table.Cell>{t(MATCH_TYPE_KEYS[entry.match_type])}</Table.Cell>
              <Table.Cell>
                <HStack gap="1.5" whiteSpace="nowrap" fontVariantNumeric="tabular-nums">
                  <Text as="span" color="fg.muted">
                    {entry.previous_rating === null ? '—' : formatRating(entry.previous_rating, locale)}
                  </Text>
                  <ArrowRight size={12} aria-label={t('rankpoints:history.to')} />
                  <Text as="span" fontWeight="semibold">
                    {formatRating(entry.new_rating, locale)}
                  </Text>
                  <Delta entry={entry} />
                </HStack>
              </Table.Cell>
              <Table.Cell>
                <HStack gap="2" flexWrap="wrap">
                  <SourceBadge source={entry.source} />
                  {entry.match_id !== null &&
                    (canOpenMatches ? (
                      <Link asChild fontSize="sm">
                        <RouterLink to={`/matches/${entry.match_id}`}>
                          {t('rankpoints:history.match_n', { id: entry.match_id })}
                        </RouterLink>
                      </Link>
                    ) : (
                      <Text as="span" fontSize="sm">
                        {t('rankpoints:history.match_n', { id: entry.match_id })}
                      </Text>
                    ))}
                </HStack>
              </Table.Cell>
              <Table.Cell>
                {entry.changed_by?.name ?? <Text color="fg.muted">{t('rankpoints:history.system')}</Text>}
              </Table.Cell>
              <Table.Cell>
                <Text fontSize="sm" color={entry.reason ? undefined : 'fg.muted'} minW="40">
                  {entry.reason ?? '—'}
                </Text>
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
