import { Badge, Box, Grid, HStack, Stack, Text } from '@chakra-ui/react';
import type { Scoreboard } from '@pickleball/domain';
import { CircleDot, Trophy } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** Each team's colour, as on the referee's live screen. */
const TEAM_PALETTE: Record<1 | 2, string> = { 1: 'blue', 2: 'orange' };

export type ScoreboardPhase = 'not_started' | 'live' | 'paused' | 'finished' | 'voided';

const FINISHED_STATUSES = new Set<Scoreboard['status']>([
  'live_finished',
  'completed',
  'submitted',
  'pending_approval',
  'under_review',
  'approved',
  'verified',
  'rejected',
  'disputed',
]);

/** Where the match stands for a spectator: not started, live, paused, finished or voided. */
export function findPhase(board: Scoreboard): ScoreboardPhase {
  if (board.status === 'voided') return 'voided';
  if (board.winner_team !== null || board.live_status === 'completed' || FINISHED_STATUSES.has(board.status))
    return 'finished';
  if (board.live_status === 'paused') return 'paused';
  if (board.live_status === 'active' || board.status === 'inprogress') return 'live';
  return 'not_started';
}

export const PHASE_KEYS: Record<ScoreboardPhase, string> = {
  not_started: 'scoreboard:phase.not_started',
  live: 'scoreboard:phase.live',
  paused: 'scoreboard:phase.paused',
  finished: 'scoreboard:phase.finished',
  voided: 'scoreboard:phase.voided',
};

const PHASE_COLORS: Record<ScoreboardPhase, string> = {
  not_started: 'gray',
  live: 'red',
  paused: 'yellow',
  finished: 'green',
  voided: 'gray',
};

const SIDE_KEYS = { right: 'scoreboard:court_right', left: 'scoreboard:court_left' } as const;

export function PhaseBadge({ phase }: { phase: ScoreboardPhase }) {
  const { t } = useTranslation('scoreboard');
  return (
    <Badge
      colorPalette={PHASE_COLORS[phase]}
      variant={phase === 'live' ? 'solid' : 'subtle'}
      fontSize={{ base: 'sm', md: 'lg' }}
      px="3"
      py="1"
      textTransform="uppercase"
      letterSpacing="wider"
    >
      {t(PHASE_KEYS[phase])}
    </Badge>
  );
}

function TeamPanel({ board, team, phase }: { board: Scoreboard; team: 1 | 2; phase: ScoreboardPhase }) {
  const { t } = useTranslation('scoreboard');
  const players = team === 1 ? board.team1 : board.team2;
  const gamesWon = team === 1 ? board.games_won.team1 : board.games_won.team2;
  const points = board.current ? (team === 1 ? board.current.team1 : board.current.team2) : 0;
  const isServing = phase === 'live' && board.serving?.team === team;
  const isWinner = phase === 'finished' && board.winner_team === team;
  const teamLabel = t('scoreboard:team_n', { number: team });
  const needed = Math.floor(board.best_of / 2) + 1;
  const showPoints = phase === 'live' || phase === 'paused';
  return (
    <Box
      as="section"
      aria-label={teamLabel}
      colorPalette={TEAM_PALETTE[team]}
      bg="colorPalette.900/40"
      borderWidth="3px"
      borderColor={isServing || isWinner ? 'colorPalette.solid' : 'transparent'}
      borderRadius="2xl"
      p={{ base: '4', md: '8' }}
      minW="0"
    >
      <Grid
        templateColumns={{ base: '1fr auto', md: '1fr' }}
        templateRows={{ md: 'auto 1fr' }}
        gap={{ base: '3', md: '6' }}
        alignItems={{ base: 'center', md: 'start' }}
        height="full"
      >
        <Stack gap={{ base: '1', md: '3' }} minW="0">
          <HStack gap="3" flexWrap="wrap">
            <Text
              fontSize={{ base: 'sm', md: 'xl', '2xl': '2xl' }}
              fontWeight="bold"
              color="colorPalette.300"
              textTransform="uppercase"
              letterSpacing="wider"
            >
              {teamLabel}
            </Text>
            {isWinner && (
              <Badge colorPalette="yellow" variant="solid" fontSize={{ base: 'sm', md: 'lg' }} px="3">
                <Trophy aria-hidden="true" />
                {t('scoreboard:winner')}
              </Badge>
            )}
          </HStack>
          {players.map((player) => (
            <Text
              key={player.name}
              fontSize={{ base: 'lg', md: '3xl', '2xl': '4xl' }}
              fontWeight="semibold"
              lineHeight="short"
              lineClamp={2}
            >
              {player.name}
            </Text>
          ))}
          <HStack gap="2" aria-label={t('scoreboard:games_won', { count: gamesWon })} role="img">
            {Array.from({ length: needed }, (_, index) => (
              <Box
                // biome-ignore lint/suspicious/noArrayIndexKey: a fixed row of pips
                key={index}
                boxSize={{ base: '3', md: '5' }}
                borderRadius="full"
                borderWidth="2px"
                borderColor="colorPalette.300"
                bg={index < gamesWon ? 'colorPalette.300' : 'transparent'}
              />
            ))}
            <Text fontSize={{ base: 'xs', md: 'lg' }} color="fg.muted" ms="1">
              {t('scoreboard:games_won', { count: gamesWon })}
            </Text>
          </HStack>
          {/* Side by side (a laptop, a TV) both teams keep the serve line's room, hidden on the
              receiving side, so the two scores stand at the same height. */}
          {(phase === 'live' || phase === 'paused') && board.serving && (
            <HStack
              gap="2"
              align="start"
              color="colorPalette.200"
              fontSize={{ base: 'sm', md: 'xl', '2xl': '2xl' }}
              display={isServing ? 'flex' : { base: 'none', md: 'flex' }}
              visibility={isServing ? undefined : 'hidden'}
              aria-hidden={isServing ? undefined : true}
            >
              <Box flexShrink={0} pt="0.5">
                <CircleDot aria-hidden="true" />
              </Box>
              <Stack gap="0" minW="0">
                <Text as="span" fontWeight="semibold">
                  {board.discipline === 'doubles'
                    ? t('scoreboard:serving_doubles', { number: board.serving.server_number })
                    : t('scoreboard:serving')}
                </Text>
                {board.serving.player_name && (
                  <Text as="span">
                    {board.serving.player_name} · {t(SIDE_KEYS[board.serving.court_side])}
                  </Text>
                )}
              </Stack>
            </HStack>
          )}
        </Stack>
        <Text
          textAlign={{ base: 'end', md: 'center' }}
          // On a phone each score stands at its panel's top right, beside the team's name, so the
          // two read at the same place whatever the panels hold.
          alignSelf={{ base: 'start', md: 'center' }}
          fontWeight="black"
          lineHeight="0.9"
          fontVariantNumeric="tabular-nums"
          fontSize={showPoints ? { base: '7xl', md: 'clamp(8rem, 15vw, 18rem)' } : { base: '5xl', md: '9xl' }}
          aria-label={
            showPoints
              ? t('scoreboard:points_aria', { count: points })
              : t('scoreboard:games_won', { count: gamesWon })
          }
        >
          {showPoints ? points : gamesWon}
        </Text>
      </Grid>
    </Box>
  );
}

/** The centre: game number, the referee's call, best of; the final result once the match is over. */
function CentrePanel({ board, phase }: { board: Scoreboard; phase: ScoreboardPhase }) {
  const { t } = useTranslation('scoreboard');
  return (
    <Stack align="center" justify="center" gap={{ base: '1', md: '4' }} textAlign="center" px={{ md: '2' }}>
      {phase === 'finished' ? (
        <Text
          fontSize={{ base: 'lg', md: '3xl' }}
          fontWeight="bold"
          textTransform="uppercase"
          letterSpacing="wider"
        >
          {t('scoreboard:final')}
        </Text>
      ) : (
        board.game_number !== null && (
          <Text
            fontSize={{ base: 'md', md: '2xl', '2xl': '3xl' }}
            fontWeight="bold"
            color="fg.muted"
            textTransform="uppercase"
          >
            {t('scoreboard:game_n', { number: board.game_number })}
          </Text>
        )
      )}
      {phase !== 'finished' && board.call && (
        <Stack gap="0" align="center">
          <Text
            fontSize={{ base: 'xs', md: 'lg' }}
            color="fg.muted"
            textTransform="uppercase"
            letterSpacing="wider"
          >
            {t('scoreboard:call')}
          </Text>
          <Text
            fontSize={{ base: '4xl', md: '6xl', '2xl': '7xl' }}
            fontWeight="black"
            fontVariantNumeric="tabular-nums"
            lineHeight="1"
          >
            {board.call}
          </Text>
        </Stack>
      )}
      <Text fontSize={{ base: 'xs', md: 'lg' }} color="fg.muted">
        {t('scoreboard:best_of', { count: board.best_of })}
      </Text>
    </Stack>
  );
}

/** Every game so far: "Game 1 11-7". */
function GamesStrip({ board, phase }: { board: Scoreboard; phase: ScoreboardPhase }) {
  const { t } = useTranslation('scoreboard');
  // While scored live, the last game is the one in play (shown large above), not a result.
  const isInPlay = phase === 'live' || phase === 'paused';
  const finished = isInPlay ? board.games.slice(0, -1) : board.games;
  if (board.games.length === 0) return null;
  return (
    <HStack
      as="ol"
      listStyleType="none"
      gap={{ base: '2', md: '4' }}
      flexWrap="wrap"
      justify="center"
      aria-label={t('scoreboard:games')}
    >
      {finished.map((game) => {
        const winner: 1 | 2 = game.team1 > game.team2 ? 1 : 2;
        return (
          <Box
            as="li"
            key={game.game_number}
            colorPalette={TEAM_PALETTE[winner]}
            bg="colorPalette.900/50"
            borderRadius="lg"
            px={{ base: '3', md: '5' }}
            py={{ base: '1', md: '2' }}
            fontSize={{ base: 'sm', md: 'xl', '2xl': '2xl' }}
            fontVariantNumeric="tabular-nums"
          >
            <Text as="span" color="fg.muted" me="2">
              {t('scoreboard:game_n', { number: game.game_number })}
            </Text>
            <Text as="span" fontWeight={winner === 1 ? 'bold' : 'normal'}>
              {game.team1}
            </Text>
            –
            <Text as="span" fontWeight={winner === 2 ? 'bold' : 'normal'}>
              {game.team2}
            </Text>
          </Box>
        );
      })}
    </HStack>
  );
}

/**
 * The scoreboard itself, readable across a room: each team at the end where the referee sees it,
 * its players, games won and the current game's points in very large figures, who serves.
 */
export function ScoreboardView({ board }: { board: Scoreboard }) {
  const { t } = useTranslation('scoreboard');
  const phase = findPhase(board);
  const leftTeam: 1 | 2 = board.left_team ?? 1;
  const rightTeam: 1 | 2 = leftTeam === 1 ? 2 : 1;
  const winnerPlayers = board.winner_team === 2 ? board.team2 : board.team1;
  return (
    <Stack gap={{ base: '4', md: '6' }} flex="1">
      {phase === 'finished' && board.winner_team !== null && (
        <Box
          colorPalette={TEAM_PALETTE[board.winner_team]}
          bg="colorPalette.700"
          color="white"
          borderRadius="2xl"
          px={{ base: '4', md: '8' }}
          py={{ base: '3', md: '5' }}
          textAlign="center"
          role="status"
        >
          <Text fontSize={{ base: 'xl', md: '4xl' }} fontWeight="black">
            {t('scoreboard:winner_line', { team: t('scoreboard:team_n', { number: board.winner_team }) })}
          </Text>
          <Text fontSize={{ base: 'md', md: '2xl' }} fontWeight="semibold">
            {winnerPlayers.map((player) => player.name).join(' & ')} ·{' '}
            {t('scoreboard:final_games', { team1: board.games_won.team1, team2: board.games_won.team2 })}
          </Text>
        </Box>
      )}
      {phase === 'voided' && (
        <Box bg="bg.muted" borderRadius="2xl" p={{ base: '4', md: '6' }} textAlign="center" role="status">
          <Text fontSize={{ base: 'lg', md: '3xl' }} fontWeight="bold">
            {t('scoreboard:voided')}
          </Text>
        </Box>
      )}
      {phase === 'not_started' && (
        <Text textAlign="center" fontSize={{ base: 'md', md: '2xl' }} color="fg.muted" role="status">
          {t('scoreboard:not_started_help')}
        </Text>
      )}
      <Grid
        templateColumns={{ base: '1fr', md: '1fr auto 1fr' }}
        templateAreas={{ base: `"left" "centre" "right"`, md: `"left centre right"` }}
        gap={{ base: '3', md: '6' }}
        flex={{ md: '1' }}
        aria-live="polite"
      >
        <Box gridArea="left" display="grid">
          <TeamPanel board={board} team={leftTeam} phase={phase} />
        </Box>
        <Box gridArea="centre" display="grid">
          <CentrePanel board={board} phase={phase} />
        </Box>
        <Box gridArea="right" display="grid">
          <TeamPanel board={board} team={rightTeam} phase={phase} />
        </Box>
      </Grid>
      <GamesStrip board={board} phase={phase} />
    </Stack>
  );
}
