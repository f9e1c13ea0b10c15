import { HStack, Text } from '@chakra-ui/react';
import type { Match } from '@pickleball/domain';

/**
 * The games as "11-7 · 9-11 · 11-5", team 1's score first; each game's winner in bold. Read out
 * as a list of scores by screen readers.
 */
export function GameScores({ games, emptyLabel }: { games: Match['games']; emptyLabel: string }) {
  if (games.length === 0)
    return (
      <Text as="span" color="fg.muted">
        {emptyLabel}
      </Text>
    );
  return (
    <HStack as="span" gap="2" flexWrap="nowrap" fontVariantNumeric="tabular-nums" whiteSpace="nowrap">
      {games.map((game, index) => (
        <Text as="span" key={game.game_number}>
          {index > 0 && (
            <Text as="span" color="fg.muted" me="2" aria-hidden="true">
              ·
            </Text>
          )}
          <Text as="span" fontWeight={game.team1 > game.team2 ? 'bold' : 'normal'}>
            {game.team1}
          </Text>
          -
          <Text as="span" fontWeight={game.team2 > game.team1 ? 'bold' : 'normal'}>
            {game.team2}
          </Text>
        </Text>
      ))}
    </HStack>
  );
}
