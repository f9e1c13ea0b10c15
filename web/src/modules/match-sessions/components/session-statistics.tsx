import { Alert, Box, Button, Skeleton, Stack, Table, Text } from '@chakra-ui/react';
import type { MatchPlayer, MatchSession, PairMeeting, SessionStatistics } from '@pickleball/domain';
import { useTranslation } from 'react-i18next';
import { DetailPanel } from '../../../components/detail-panel';
import { formatNumber, sortByName } from '../../../lib/format';
import { useSessionStatistics } from '../api/get-session-statistics';

/** Each player's partners and opponents met, with how often: for the per-player view. */
export function meetingsByPlayer(pairs: readonly PairMeeting[]) {
  const byPlayer = new Map<number, { partners: Map<number, number>; opponents: Map<number, number> }>();
  const entry = (id: number) => {
    let found = byPlayer.get(id);
    if (!found) {
      found = { partners: new Map(), opponents: new Map() };
      byPlayer.set(id, found);
    }
    return found;
  };
  for (const pair of pairs) {
    for (const [self, other] of [
      [pair.a, pair.b],
      [pair.b, pair.a],
    ] as const) {
      if (pair.partnered > 0) entry(self).partners.set(other, pair.partnered);
      if (pair.opposed > 0) entry(self).opponents.set(other, pair.opposed);
    }
  }
  return byPlayer;
}

function Standings({ statistics }: { statistics: SessionStatistics }) {
  const { t, i18n } = useTranslation('match-sessions');
  const locale = i18n.language;
  const number = (value: number) => formatNumber(value, locale);
  const signed = (value: number) => formatNumber(value, locale, { signDisplay: 'exceptZero' });
  return (
    <Box overflowX="auto" tabIndex={0} role="group" aria-label={t('match-sessions:statistics.standings')}>
      <Table.Root size="sm" variant="line">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader textAlign="end">{t('match-sessions:statistics.rank')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('match-sessions:output.player')}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t('match-sessions:statistics.played')}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t('match-sessions:statistics.won')}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t('match-sessions:statistics.lost')}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">
              {t('match-sessions:statistics.points_for')}
            </Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">
              {t('match-sessions:statistics.points_against')}
            </Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">
              {t('match-sessions:statistics.differential')}
            </Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {statistics.standings.map((line) => (
            <Table.Row key={line.player.id}>
              <Table.Cell textAlign="end" fontWeight="semibold">
                {number(line.rank)}
              </Table.Cell>
              <Table.Cell minW={{ base: '24', md: '36' }}>{line.player.name}</Table.Cell>
              <Table.Cell textAlign="end">{number(line.played)}</Table.Cell>
              <Table.Cell textAlign="end">{number(line.won)}</Table.Cell>
              <Table.Cell textAlign="end">{number(line.lost)}</Table.Cell>
              <Table.Cell textAlign="end">{number(line.points_for)}</Table.Cell>
              <Table.Cell textAlign="end">{number(line.points_against)}</Table.Cell>
              <Table.Cell
                textAlign="end"
                fontWeight="semibold"
                color={
                  line.differential > 0
                    ? { base: 'green.700', _dark: 'green.300' }
                    : line.differential < 0
                      ? { base: 'red.700', _dark: 'red.300' }
                      : undefined
                }
              >
                {signed(line.differential)}
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Box>
  );
}

function Meetings({
  statistics,
  players,
}: {
  statistics: SessionStatistics;
  players: readonly MatchPlayer[];
}) {
  const { t, i18n } = useTranslation('match-sessions');
  const locale = i18n.language;
  const names = new Map(players.map((player) => [player.id, player.name]));
  const byPlayer = meetingsByPlayer(statistics.pairs);
  const describe = (met: Map<number, number> | undefined) => {
    if (!met || met.size === 0) return <Text color="fg.muted">—</Text>;
    const entries = sortByName([...met.entries()], ([id]) => names.get(id) ?? '', locale);
    return (
      <Text>
        {entries
          .map(([id, times]) =>
            t('match-sessions:statistics.met_times', { name: names.get(id) ?? String(id), count: times }),
          )
          .join(', ')}
      </Text>
    );
  };
  return (
    <Box overflowX="auto" tabIndex={0} role="group" aria-label={t('match-sessions:statistics.meetings')}>
      <Table.Root size="sm" variant="line">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>{t('match-sessions:output.player')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('match-sessions:statistics.partners')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('match-sessions:statistics.opponents')}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {sortByName(players, (player) => player.name, locale).map((player) => (
            <Table.Row key={player.id}>
              {/* On a phone the three columns share the width and their lists wrap: none is cut. */}
              <Table.Cell fontWeight="medium" minW={{ base: '20', md: '32' }}>
                {player.name}
              </Table.Cell>
              <Table.Cell minW={{ base: '0', md: '48' }} overflowWrap="anywhere">
                {describe(byPlayer.get(player.id)?.partners)}
              </Table.Cell>
              <Table.Cell minW={{ base: '0', md: '48' }} overflowWrap="anywhere">
                {describe(byPlayer.get(player.id)?.opponents)}
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Box>
  );
}

/** /match-sessions/{id}/statistics: the standings as the server ranks them, and who partnered and faced whom. */
export function SessionStatisticsView({ session }: { session: MatchSession }) {
  const { t } = useTranslation('match-sessions');
  const statistics = useSessionStatistics(session.id);
  if (statistics.isError)
    return (
      <Alert.Root status="error">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>{t('match-sessions:statistics.load_failed')}</Alert.Title>
          <Alert.Description>{statistics.error.message}</Alert.Description>
        </Alert.Content>
        <Button size="sm" variant="outline" onClick={() => void statistics.refetch()}>
          {t('match-sessions:actions.retry')}
        </Button>
      </Alert.Root>
    );
  const data = statistics.data?.data;
  if (!data)
    return (
      <Stack gap="4">
        <Skeleton height="48" />
        <Skeleton height="32" />
      </Stack>
    );
  return (
    <Stack gap="6">
      <Text color="fg.muted" fontSize="sm">
        {t('match-sessions:progress.played_of', { played: data.played_matches, total: data.total_matches })}
      </Text>
      <DetailPanel title={t('match-sessions:statistics.standings')}>
        {data.played_matches === 0 ? (
          <Text color="fg.muted">{t('match-sessions:statistics.none_yet')}</Text>
        ) : (
          <Standings statistics={data} />
        )}
      </DetailPanel>
      <DetailPanel title={t('match-sessions:statistics.meetings')}>
        {data.played_matches === 0 ? (
          <Text color="fg.muted">{t('match-sessions:statistics.none_yet')}</Text>
        ) : (
          <Meetings statistics={data} players={session.players} />
        )}
      </DetailPanel>
    </Stack>
  );
}
