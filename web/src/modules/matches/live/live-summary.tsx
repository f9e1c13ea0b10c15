import { Box, Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import type { Match } from '@pickleball/domain';
import { MonitorPlay, Trophy, Undo2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { teamNames } from '../components/match-labels';
import { TEAM_PALETTE } from './live-court';
import type { CourtModel } from './live-court-model';
import { LiveGames } from './live-games';

/** The end of the match: the winner, every game, and the way on to the match's details. */
export function LiveSummary({
  match,
  model,
  onUndo,
}: {
  match: Match;
  model: CourtModel;
  onUndo: () => void;
}) {
  const { t } = useTranslation('matches');
  const winner = model.winner ?? 1;
  const players = winner === 1 ? match.team1 : match.team2;
  const teamLabel = t('matches:team_n', { number: winner });
  const won = { 1: 0, 2: 0 };
  for (const game of model.finishedGames) won[game.winner] += 1;
  return (
    <Box
      borderWidth="2px"
      borderColor="colorPalette.solid"
      colorPalette={TEAM_PALETTE[winner]}
      borderRadius="xl"
      bg="bg.panel"
      p={{ base: '5', md: '8' }}
      role="status"
      aria-live="polite"
    >
      <Stack gap="5" align="center" textAlign="center">
        <Box color="colorPalette.fg">
          <Trophy size={40} aria-hidden="true" />
        </Box>
        <Heading as="h2" size="2xl">
          {t('matches:live.match_over')}
        </Heading>
        <Stack gap="1">
          <Text fontSize="xl" fontWeight="bold" color="colorPalette.fg">
            {t('matches:live.winner_line', { team: teamLabel })}
          </Text>
          <Text fontSize="lg">{teamNames(players, teamLabel)}</Text>
          <Text fontSize="4xl" fontWeight="black" fontVariantNumeric="tabular-nums">
            {won[1]} – {won[2]}
          </Text>
        </Stack>
        <LiveGames games={model.finishedGames} currentGame={model.gameNumber} isOver />
        <HStack gap="3" flexWrap="wrap" justify="center">
          <Button asChild colorPalette="blue" size="lg">
            <RouterLink to={`/matches/${match.id}`}>{t('matches:live.open_details')}</RouterLink>
          </Button>
          <Button asChild variant="outline" size="lg">
            <a href={`/public-scoreboard/${match.id}`} target="_blank" rel="noopener">
              <MonitorPlay size={16} aria-hidden="true" />
              {t('matches:actions.scoreboard')}
            </a>
          </Button>
          <Button variant="ghost" size="lg" onClick={onUndo}>
            <Undo2 size={16} aria-hidden="true" />
            {t('matches:live.undo_last')}
          </Button>
        </HStack>
      </Stack>
    </Box>
  );
}
