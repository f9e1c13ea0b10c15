import { Box, Table, Text } from '@chakra-ui/react';
import type { PlayerLoad, SessionPlayer } from '@pickleball/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber, sortByName } from '../../../lib/format';
import { RatingText } from './player-picker';

/**
 * Matches and sit-outs per player, players by name in the reader's language (proposal and session).
 * A saved session adds a line under a name (who came late or left early) and a step per player.
 */
export function PlayerLoadTable<P extends SessionPlayer>({
  players,
  loads,
  renderNote,
  renderAction,
  actionLabel,
}: {
  players: readonly P[];
  loads: readonly PlayerLoad[];
  /** A line under the player's rating. */
  renderNote?: (player: P) => ReactNode;
  /** A last column with a step for the player, headed (for screen readers) by `actionLabel`. */
  renderAction?: (player: P) => ReactNode;
  actionLabel?: string;
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
            {renderAction && (
              <Table.ColumnHeader>
                <Text srOnly>{actionLabel}</Text>
              </Table.ColumnHeader>
            )}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {sortByName(players, (player) => player.name, locale).map((player) => (
            <Table.Row key={player.id}>
              <Table.Cell>
                <Text>{player.name}</Text>
                <RatingText rating={player.rating} />
                {renderNote?.(player)}
              </Table.Cell>
              <Table.Cell textAlign="end">
                {formatNumber(byPlayer.get(player.id)?.matches ?? 0, locale)}
              </Table.Cell>
              <Table.Cell textAlign="end">
                {formatNumber(byPlayer.get(player.id)?.sit_outs ?? 0, locale)}
              </Table.Cell>
              {renderAction && <Table.Cell textAlign="end">{renderAction(player)}</Table.Cell>}
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Box>
  );
}
