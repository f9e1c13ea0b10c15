import { Box, Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import type { Match } from '@pickleball/domain';
import { CircleCheck, MonitorPlay, Trophy, Undo2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { useAuth } from '../../../lib/auth';
import { toaster } from '../../../lib/toaster';
import { useMatchAction } from '../api/run-match-action';
import { teamNames } from '../components/match-labels';
import { TEAM_PALETTE } from './live-court';
import type { CourtModel } from './live-court-model';
import { LiveGames } from './live-games';

/** Statuses of a match whose live scoring has ended but whose result is not final yet. */
const COMPLETABLE = new Set<Match['status']>(['inprogress', 'live_finished']);

/**
 * The end of the match (SPEC §4: a side reached the sets needed): the winner, every game, and one
 * step that completes the match and opens its details. The last rally can still be undone first;
 * completing waits until every rally this device scored is saved.
 */
export function LiveSummary({
  match,
  model,
  onUndo,
  isSaved,
}: {
  match: Match;
  model: CourtModel;
  onUndo: () => void;
  /** Every action of this device has reached the server. */
  isSaved: boolean;
}) {
  const { t } = useTranslation('matches');
  const { can } = useAuth();
  const navigate = useNavigate();
  const complete = useMatchAction();
  const canComplete = can('match.edit') && COMPLETABLE.has(match.status);
  const completeAndOpen = async () => {
    try {
      await complete.mutateAsync({ id: match.id, action: 'complete' });
      navigate(`/matches/${match.id}`);
    } catch (error) {
      toaster.error({ title: error instanceof Error ? error.message : String(error) });
    }
  };
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
        {canComplete && (
          <Text id="complete-help" fontSize="sm" color="fg.muted" maxW="md">
            {isSaved ? t('matches:live.complete_help') : t('matches:live.complete_waiting')}
          </Text>
        )}
        <HStack gap="3" flexWrap="wrap" justify="center">
          {canComplete ? (
            <Button
              colorPalette="blue"
              size="lg"
              loading={complete.isPending}
              disabled={!isSaved}
              aria-describedby="complete-help"
              onClick={() => void completeAndOpen()}
            >
              <CircleCheck size={16} aria-hidden="true" />
              {t('matches:live.complete_and_view')}
            </Button>
          ) : (
            <Button asChild colorPalette="blue" size="lg">
              <RouterLink to={`/matches/${match.id}`}>{t('matches:live.open_details')}</RouterLink>
            </Button>
          )}
          <Button asChild variant="outline" size="lg">
            <a href={`/public-scoreboard/${match.id}`} target="_blank" rel="noopener">
              <MonitorPlay size={16} aria-hidden="true" />
              {t('matches:actions.scoreboard')}
            </a>
          </Button>
          <Button variant="ghost" size="lg" onClick={onUndo} disabled={complete.isPending}>
            <Undo2 size={16} aria-hidden="true" />
            {t('matches:live.undo_last')}
          </Button>
        </HStack>
      </Stack>
    </Box>
  );
}
