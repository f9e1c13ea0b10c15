import { Badge, Box, HStack, Stack, Text } from '@chakra-ui/react';
import type { FaultRecord } from '@pickleball/domain/scoring/scoring.types';
import { useTranslation } from 'react-i18next';
import { useMatchLabels } from '../components/match-labels';
import { TEAM_PALETTE } from './live-court';
import type { FinishedGame } from './live-court-model';
import { teamNumber } from './live-court-model';

/** The games finished so far (team 1's score first) and the one being played. */
export function LiveGames({
  games,
  currentGame,
  isOver,
}: {
  games: readonly FinishedGame[];
  currentGame: number;
  isOver: boolean;
}) {
  const { t } = useTranslation('matches');
  return (
    <HStack as="ol" gap="2" flexWrap="wrap" listStyleType="none" aria-label={t('matches:live.games_title')}>
      {games.map((game) => (
        <Badge
          as="li"
          key={game.gameNumber}
          size="lg"
          variant="subtle"
          colorPalette={TEAM_PALETTE[game.winner]}
          fontVariantNumeric="tabular-nums"
        >
          {t('matches:live.game_result', {
            number: game.gameNumber,
            team1: game.team1,
            team2: game.team2,
            team: t('matches:team_n', { number: game.winner }),
          })}
        </Badge>
      ))}
      {!isOver && (
        <Badge as="li" size="lg" variant="outline">
          {t('matches:live.game_in_play', { number: currentGame })}
        </Badge>
      )}
    </HStack>
  );
}

/** The fault log, newest first: game, score before it, team, type, player and note. */
export function FaultLog({
  faults,
  playerName,
}: {
  faults: readonly FaultRecord[];
  playerName: (fault: FaultRecord) => string | null;
}) {
  const { t } = useTranslation('matches');
  const { faultTypeLabel } = useMatchLabels();
  if (faults.length === 0) return null;
  return (
    <Box as="details">
      <Box as="summary" cursor="pointer" fontSize="sm" fontWeight="medium" py="1">
        {t('matches:live.fault_log', { count: faults.length })}
      </Box>
      <Stack as="ol" gap="1" mt="2" fontSize="sm" listStyleType="none">
        {[...faults].reverse().map((fault, index) => {
          const name = playerName(fault);
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: the log only grows or shrinks at its end (undo), so a position from the start is stable
            <Text as="li" key={faults.length - index} color="fg.muted">
              {t('matches:live.fault_entry', {
                game: fault.gameNumber,
                score: `${fault.score.A}-${fault.score.B}`,
                team: t('matches:team_n', { number: teamNumber(fault.team) }),
                type: faultTypeLabel(fault.type),
              })}
              {name && ` · ${name}`}
              {fault.description && ` · ${fault.description}`}
            </Text>
          );
        })}
      </Stack>
    </Box>
  );
}
