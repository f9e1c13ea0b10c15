import { Box, HStack, Stack, Table, Text } from '@chakra-ui/react';
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
  /** How a court reads ("Sân 3" when named); "Court 2" by default. */
  courtLabel?: (court: number) => string;
}

/** Players in a line: a team joined by "&", or who sits out, separated by commas. */
function Team({
  players,
  roundIndex,
  renderPlayer,
  separator = '&',
}: {
  players: SchedulePerson[];
  roundIndex: number;
  renderPlayer: (player: SchedulePerson, roundIndex: number) => ReactNode;
  separator?: string;
}) {
  return (
    <HStack as="span" gap="1" flexWrap="wrap" display="inline-flex">
      {players.map((player, index) => (
        <Fragment key={player.id}>
          {index > 0 && (
            <Text as="span" color="fg.muted" aria-hidden="true">
              {separator}
            </Text>
          )}
          {renderPlayer(player, roundIndex)}
        </Fragment>
      ))}
    </HStack>
  );
}

/** On a phone: one card per round, its courts one under the other, then who sits out. */
function ScheduleCards({
  rounds,
  render,
  caption,
  courtLabel,
}: {
  rounds: readonly ScheduleRow[];
  render: (player: SchedulePerson, roundIndex: number) => ReactNode;
  caption: string;
  courtLabel: (court: number) => string;
}) {
  const { t } = useTranslation('match-sessions');
  return (
    <Stack gap="3" hideFrom="md" role="group" aria-label={caption}>
      {rounds.map((round, roundIndex) => (
        <Box
          key={round.number}
          borderWidth="1px"
          borderRadius="md"
          p="3"
          role="group"
          aria-label={t('match-sessions:schedule.round_n', { number: round.number })}
        >
          <Text fontWeight="semibold" mb="2" aria-hidden="true">
            {t('match-sessions:schedule.round_n', { number: round.number })}
          </Text>
          <Stack gap="2">
            {round.games.map((game) => (
              <Box key={game.key}>
                <Text fontSize="xs" color="fg.muted">
                  {courtLabel(game.court)}
                </Text>
                <Team players={game.team1} roundIndex={roundIndex} renderPlayer={render} />{' '}
                <Text as="span" fontSize="xs" color="fg.muted" mx="1">
                  {t('match-sessions:schedule.versus')}
                </Text>{' '}
                <Team players={game.team2} roundIndex={roundIndex} renderPlayer={render} />
              </Box>
            ))}
            {round.sittingOut.length > 0 && (
              <Box>
                <Text fontSize="xs" color="fg.muted">
                  {t('match-sessions:schedule.sits_out')}
                </Text>
                <Team
                  players={round.sittingOut}
                  roundIndex={roundIndex}
                  renderPlayer={render}
                  separator=","
                />
              </Box>
            )}
          </Stack>
        </Box>
      ))}
    </Stack>
  );
}

/**
 * The schedule by round: one row per round, one column per court ("A & B vs C & D"), and who sits
 * out; on a phone, one card per round instead (the printed sheet is always the table). Wide
 * tables scroll sideways inside their own box, never the page.
 */
export function ScheduleTable({
  rounds,
  renderPlayer,
  caption,
  compact = false,
  courtLabel,
}: ScheduleTableProps) {
  const { t } = useTranslation('match-sessions');
  const courtText =
    courtLabel ?? ((court: number) => t('match-sessions:schedule.court_n', { number: court }));
  const courts = [...new Set(rounds.flatMap((round) => round.games.map((game) => game.court)))].sort(
    (a, b) => a - b,
  );
  const hasSitters = rounds.some((round) => round.sittingOut.length > 0);
  const render = renderPlayer ?? ((player: SchedulePerson) => <Text as="span">{player.name}</Text>);
  return (
    <>
      {!compact && <ScheduleCards rounds={rounds} render={render} caption={caption} courtLabel={courtText} />}
      <Box
        {...(compact ? {} : { hideBelow: 'md' })}
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
              <Table.ColumnHeader whiteSpace="nowrap">
                {t('match-sessions:schedule.round')}
              </Table.ColumnHeader>
              {courts.map((court) => (
                <Table.ColumnHeader key={court} whiteSpace="nowrap">
                  {courtText(court)}
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
                      <Team
                        players={round.sittingOut}
                        roundIndex={roundIndex}
                        renderPlayer={render}
                        separator=","
                      />
                    )}
                  </Table.Cell>
                )}
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Box>
    </>
  );
}
