import { Box, Table, Text } from '@chakra-ui/react';
import type { PlayerLoad, SessionPlayer } from '@pickleball/domain';
import { useTranslation } from 'react-i18next';
import { formatNumber, sortByName } from '../../../lib/format';
import { RatingText } from './player-picker';

/** Matches and sit-outs per player, players by name in the reader's language (proposal and session). */
export function PlayerLoadTable({
  players,
  loads,
}: {
  players: readonly SessionPlayer[];
  loads: readonly PlayerLoad[];
}) {
  const { t, i18n } = useTranslation('match-sessions');
  const locale = i18n.language;
  const byPlayer = new Map(loads.map((load) => [load.player_id, load]));
  return (
    <Box overflowX="auto">
      <Table.Root size="sm">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>{t('match-sessions:output.player')}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t('match-sessions:output.matches')}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t('match-sessions:output.sit_outs')}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {sortByName(players, (player) => player.name, locale).map((player) => (
            <Table.Row key={player.id}>
              <Table.Cell>
                <Text>{player.name}</Text>
                <RatingText rating={player.rating} />
              </Table.Cell>
              <Table.Cell textAlign="end">
                {formatNumber(byPlayer.get(player.id)?.matches ?? 0, locale)}
              </Table.Cell>
              <Table.Cell textAlign="end">
                {formatNumber(byPlayer.get(player.id)?.sit_outs ?? 0, locale)}
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Box>
  );
}
