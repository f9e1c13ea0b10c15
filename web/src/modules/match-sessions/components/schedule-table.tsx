import { Box, HStack, Table, Text } from '@chakra-ui/react';
import { Fragment, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** A player as a schedule shows them. */
export interface SchedulePerson {
  id: number;
  name: string;
}

/** One round of a schedule to show: its games court by court, and who sits out. */
export interface ScheduleRow {
  number: number;
  games: { key: string | number; court: number; team1: SchedulePerson[]; team2: SchedulePerson[] }[];
  sittingOut: SchedulePerson[];
}

export interface ScheduleTableProps {
  rounds: readonly ScheduleRow[];
  /** What a player's name becomes (a swap button); plain text by default. */
  renderPlayer?: (player: SchedulePerson, roundIndex: number) => ReactNode;
  /** Accessible name of the table. */
  caption: string;
  /** Tighter, smaller type (the printed sheet). */
  compact?: boolean;
}

function Team({
  players,
  roundIndex,
  renderPlayer,
}: {
  players: SchedulePerson[];
  roundIndex: number;
  renderPlayer: (player: SchedulePerson, roundIndex: number) => ReactNode;
}) {
  return (
    <HStack as="span" gap="1" flexWrap="wrap" display="inline-flex">
      {players.map((player, index) => (
        <Fragment key={player.id}>
          {index > 0 && (
            <Text as="span" color="fg.muted" aria-hidden="true">
              &amp;
            </Text>
          )}
          {renderPlayer(player, roundIndex)}
        </Fragment>
      ))}
    </HStack>
  );
}

/**
 * The schedule by round: one row per round, one column per court ("A & B vs C & D"), and who sits
 * out. Wide schedules scroll sideways inside their own box, never the page.
 */
export function ScheduleTable({ rounds, renderPlayer, caption, compact = false }: ScheduleTableProps) {
  const { t } = useTranslation('match-sessions');
  const courts = [...new Set(rounds.flatMap((round) => round.games.map((game) => game.court)))].sort(
    (a, b) => a - b,
  );
  const hasSitters = rounds.some((round) => round.sittingOut.length > 0);
  const render = renderPlayer ?? ((player: SchedulePerson) => <Text as="span">{player.name}</Text>);
  return (
    <Box
      overflowX="auto"
      borderWidth="1px"
      borderRadius="md"
      maxW="full"
      tabIndex={0}
      role="group"
      aria-label={caption}
    >
      <Table.Root size="sm" variant="line" fontSize={compact ? 'xs' : 'sm'}>
        <Table.Caption srOnly>{caption}</Table.Caption>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader whiteSpace="nowrap">{t('match-sessions:schedule.round')}</Table.ColumnHeader>
            {courts.map((court) => (
              <Table.ColumnHeader key={court} whiteSpace="nowrap">
                {t('match-sessions:schedule.court_n', { number: court })}
              </Table.ColumnHeader>
            ))}
            {hasSitters && (
              <Table.ColumnHeader whiteSpace="nowrap">
                {t('match-sessions:schedule.sits_out')}
              </Table.ColumnHeader>
            )}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rounds.map((round, roundIndex) => (
            <Table.Row key={round.number}>
              <Table.Cell fontWeight="semibold" whiteSpace="nowrap">
                {round.number}
              </Table.Cell>
              {courts.map((court) => {
                const game = round.games.find((item) => item.court === court);
                return (
                  <Table.Cell key={court} minW={compact ? '36' : '48'}>
                    {game ? (
                      <Box>
                        <Team players={game.team1} roundIndex={roundIndex} renderPlayer={render} />
                        <Text as="span" display="block" fontSize="xs" color="fg.muted" my="0.5">
                          {t('match-sessions:schedule.versus')}
                        </Text>
                        <Team players={game.team2} roundIndex={roundIndex} renderPlayer={render} />
                      </Box>
                    ) : (
                      <Text as="span" color="fg.muted">
                        —
                      </Text>
                    )}
                  </Table.Cell>
                );
              })}
              {hasSitters && (
                <Table.Cell minW="32">
                  {round.sittingOut.length === 0 ? (
                    <Text as="span" color="fg.muted">
                      —
                    </Text>
                  ) : (
                    <HStack as="span" gap="1" flexWrap="wrap" display="inline-flex">
                      {round.sittingOut.map((player, index) => (
                        <Fragment key={player.id}>
                          {index > 0 && (
                            <Text as="span" color="fg.muted" aria-hidden="true">
                              ,
                            </Text>
                          )}
                          {render(player, roundIndex)}
                        </Fragment>
                      ))}
                    </HStack>
                  )}
                </Table.Cell>
              )}
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Box>
  );
}
