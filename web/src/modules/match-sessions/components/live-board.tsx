import { Badge, Box, Button, Heading, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { MatchSession, SessionGame } from '@pickleball/domain';
import { canTransition, type MatchWorkflowStatus } from '@pickleball/domain/matches/matches.rules';
import { Radio, Trophy } from 'lucide-react';
import { Fragment, useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { RealtimeStatus } from '../../../components/realtime-status';
import { useAuth } from '../../../lib/auth';
import { formatNumber, toIntlLocale } from '../../../lib/format';
import { toaster } from '../../../lib/toaster';
import { boardRounds, type RoundPlace } from './court-call';
import { CourtCallButton } from './court-call-button';
import { useCourtLabel } from './court-names';
import { type CourtQueue, courtQueues, isGameLive, newlyCalled } from './court-queue';
import { MatchStateBadge } from './session-badges';

const teamText = (players: readonly { name: string }[]) => players.map((player) => player.name).join(' & ');

/** "An, Bình and Chi" in the user's language. */
const listNames = (players: readonly { name: string }[], locale: string) =>
  new Intl.ListFormat(toIntlLocale(locale), { type: 'conjunction' }).format(
    players.map((player) => player.name),
  );

/** "11–7 · 9–11" in the user's digits; empty before a point is scored. */
function useScoreText() {
  const { i18n } = useTranslation();
  const locale = i18n.language;
  return (game: SessionGame) =>
    (game.match?.games ?? [])
      .map((score) => `${formatNumber(score.team1, locale)}–${formatNumber(score.team2, locale)}`)
      .join(' · ');
}

function ScoreLiveLink({
  game,
  courtLabel,
  size = 'sm',
}: {
  game: SessionGame;
  courtLabel: (court: number) => string;
  size?: 'sm' | 'md';
}) {
  const { t } = useTranslation('match-sessions');
  const { can } = useAuth();
  const match = game.match;
  if (!match || !can('match.edit') || !canTransition('start_live', match.status as MatchWorkflowStatus))
    return null;
  return (
    <Button
      asChild
      size={size}
      colorPalette="red"
      variant={match.status === 'inprogress' ? 'solid' : 'outline'}
    >
      <RouterLink
        to={`/matches/${match.id}/live-score`}
        aria-label={t('match-sessions:board.score_live_court', {
          court: courtLabel(game.court),
          teams: `${teamText(game.team1)} – ${teamText(game.team2)}`,
        })}
      >
        <Radio size={16} aria-hidden="true" />
        {t('match-sessions:board.score_live')}
      </RouterLink>
    </Button>
  );
}

function Teams({ game, large = false }: { game: SessionGame; large?: boolean }) {
  const { t } = useTranslation('match-sessions');
  const winner = game.match?.winner_team ?? null;
  const line = (team: 1 | 2) => (
    <HStack gap="1.5" align="baseline">
      {winner === team && <Trophy size={large ? 20 : 16} aria-label={t('match-sessions:board.winner')} />}
      <Text
        fontWeight={winner === team ? 'bold' : 'medium'}
        fontSize={large ? { base: 'lg', md: '2xl' } : 'md'}
      >
        {teamText(team === 1 ? game.team1 : game.team2)}
      </Text>
    </HStack>
  );
  return (
    <Stack gap="0.5">
      {line(1)}
      <Text fontSize="xs" color="fg.muted" textTransform="uppercase">
        {t('match-sessions:schedule.versus')}
      </Text>
      {line(2)}
    </Stack>
  );
}

function CourtCard({
  session,
  queue,
  courtLabel,
}: {
  session: MatchSession;
  queue: CourtQueue;
  courtLabel: (court: number) => string;
}) {
  const { t } = useTranslation('match-sessions');
  const court = courtLabel(queue.court);
  const scoreText = useScoreText();
  const now = queue.now;
  return (
    <Box
      as="section"
      aria-label={court}
      borderWidth="2px"
      borderColor={now && isGameLive(now) ? 'red.solid' : 'border'}
      borderRadius="xl"
      bg="bg.panel"
      p={{ base: '4', md: '5' }}
      minW="0"
    >
      <Stack gap="3">
        <HStack justify="space-between" gap="2" flexWrap="wrap">
          <Heading as="h2" size={{ base: 'lg', md: '2xl' }}>
            {court}
          </Heading>
          {now && <MatchStateBadge status={now.match?.status ?? null} size="lg" />}
        </HStack>
        {now ? (
          <Stack gap="2">
            <Text fontSize="sm" fontWeight="semibold" color="fg.muted">
              {t('match-sessions:board.now_on_court', { court, round: now.round })}
            </Text>
            <Teams game={now} large />
            {queue.waitingFor.length > 0 && (
              <Text fontSize="md" fontWeight="semibold" color="orange.fg">
                {t('match-sessions:board.waiting_for', {
                  names: queue.waitingFor
                    .map((busy) =>
                      t('match-sessions:board.player_on_court', {
                        name: busy.name,
                        court: courtLabel(busy.court),
                      }),
                    )
                    .join(', '),
                })}
              </Text>
            )}
            {scoreText(now) && (
              <Text fontSize={{ base: 'xl', md: '3xl' }} fontWeight="bold" fontVariantNumeric="tabular-nums">
                {scoreText(now)}
              </Text>
            )}
            <CourtCallButton session={session} game={now} courtLabel={courtLabel} />
            <HStack>
              <ScoreLiveLink game={now} courtLabel={courtLabel} size="md" />
            </HStack>
          </Stack>
        ) : (
          <Text fontSize="lg" color="fg.muted">
            {t('match-sessions:board.court_done')}
          </Text>
        )}
        {queue.next && (
          <Box borderTopWidth="1px" pt="3">
            <Text fontSize="sm" fontWeight="semibold" color="fg.muted">
              {t('match-sessions:board.next_on_court', { court, round: queue.next.round })}
            </Text>
            <Text fontSize={{ base: 'md', md: 'xl' }}>
              {t('match-sessions:board.teams_versus', {
                team1: teamText(queue.next.team1),
                team2: teamText(queue.next.team2),
              })}
            </Text>
          </Box>
        )}
      </Stack>
    </Box>
  );
}

function GameRow({
  session,
  game,
  courtLabel,
}: {
  session: MatchSession;
  game: SessionGame;
  courtLabel: (court: number) => string;
}) {
  const scoreText = useScoreText();
  const score = scoreText(game);
  return (
    <Box as="li" borderWidth="1px" borderRadius="lg" p="3" bg="bg.panel" minW="0">
      <Stack gap="2">
        <HStack justify="space-between" gap="2" flexWrap="wrap">
          <Badge variant="outline" size="lg">
            {courtLabel(game.court)}
          </Badge>
          <MatchStateBadge status={game.match?.status ?? null} />
        </HStack>
        <Teams game={game} />
        {score && (
          <Text fontSize="xl" fontWeight="bold" fontVariantNumeric="tabular-nums">
            {score}
          </Text>
        )}
        <CourtCallButton session={session} game={game} courtLabel={courtLabel} />
        <HStack>
          <ScoreLiveLink game={game} courtLabel={courtLabel} />
        </HStack>
      </Stack>
    </Box>
  );
}

/**
 * One round of the board with its games. While the evening runs, the current round (the first with
 * a game not finished) is framed and marked, and the played rounds come under a line of their own.
 */
function RoundSection({
  session,
  round,
  place,
  courtLabel,
}: {
  session: MatchSession;
  round: MatchSession['rounds'][number];
  place: RoundPlace | null;
  courtLabel: (court: number) => string;
}) {
  const { t, i18n } = useTranslation('match-sessions');
  const current = place === 'current';
  return (
    <Box
      as="section"
      aria-labelledby={`round-${round.number}`}
      {...(current
        ? { borderWidth: '2px', borderColor: 'blue.solid', borderRadius: 'xl', bg: 'blue.subtle', p: '3' }
        : {})}
    >
      <HStack justify="space-between" mb="2" gap="2" flexWrap="wrap">
        <HStack gap="2">
          <Heading as="h2" size="md" id={`round-${round.number}`}>
            {t('match-sessions:schedule.round_n', { number: round.number })}
          </Heading>
          {current && (
            <Badge colorPalette="blue" variant="solid" size="lg">
              {t('match-sessions:board.current_round')}
            </Badge>
          )}
        </HStack>
        {round.sitting_out.length > 0 && (
          <Text fontSize="sm" color="fg.muted">
            {t('match-sessions:board.sits_out_list', {
              names: listNames(round.sitting_out, i18n.language),
            })}
          </Text>
        )}
      </HStack>
      <SimpleGrid as="ul" columns={{ base: 1, md: 2, xl: 3 }} gap="3" listStyleType="none" m="0" p="0">
        {round.games.map((game) => (
          <GameRow key={game.id} session={session} game={game} courtLabel={courtLabel} />
        ))}
      </SimpleGrid>
    </Box>
  );
}

/**
 * /match-sessions/{id}/matches: the evening's live board, readable from across the room: each
 * court's game now and the next one there (announced once by a toast when a court frees up), then
 * every round with its games' state and scores and a "Score live" link for those who may score.
 * While it runs, the organiser calls each game's players to their court from here (issue 31 §3),
 * and the current round comes first, framed, the played rounds last.
 */
export function LiveBoard({ session }: { session: MatchSession }) {
  const { t } = useTranslation('match-sessions');
  const queues = useMemo(() => courtQueues(session), [session]);
  const courtLabel = useCourtLabel(session.court_names);
  const announced = useRef<Set<number> | null>(null);

  useEffect(() => {
    if (session.status !== 'active') return;
    // The first look only learns what is on court; later looks announce what a finished match freed.
    const isFirstLook = announced.current === null;
    const known = announced.current ?? new Set<number>();
    const { called, remember } = newlyCalled(queues, known);
    for (const id of remember) known.add(id);
    announced.current = known;
    if (isFirstLook) return;
    for (const queue of called)
      if (queue.now)
        toaster.info({
          title: t('match-sessions:board.announce_title', { court: courtLabel(queue.court) }),
          description: t('match-sessions:board.teams_versus', {
            team1: teamText(queue.now.team1),
            team2: teamText(queue.now.team2),
          }),
        });
  }, [queues, session.status, t, courtLabel]);

  const rounds = [...session.rounds].sort((a, b) => a.number - b.number);
  // While the evening runs the current round comes first; before and after, the rounds in order.
  const listed: { round: (typeof rounds)[number]; place: RoundPlace | null }[] =
    session.status === 'active' ? boardRounds(rounds) : rounds.map((round) => ({ round, place: null }));
  return (
    <Stack gap="6">
      <RealtimeStatus />
      {session.status === 'active' && (
        <HStack justify="flex-end" fontSize="sm" color="fg.muted">
          <RealtimeStatus variant="dot" />
        </HStack>
      )}
      {session.status === 'draft' && <Text color="fg.muted">{t('match-sessions:board.draft_hint')}</Text>}
      {session.status === 'active' && (
        <SimpleGrid columns={{ base: 1, md: 2, '2xl': 3 }} gap="4">
          {queues.map((queue) => (
            <CourtCard key={queue.court} session={session} queue={queue} courtLabel={courtLabel} />
          ))}
        </SimpleGrid>
      )}
      {listed.map(({ round, place }, index) => (
        <Fragment key={round.number}>
          {place === 'played' && index > 0 && listed[index - 1]?.place !== 'played' && (
            <Text fontSize="sm" fontWeight="semibold" color="fg.muted" borderTopWidth="1px" pt="3">
              {t('match-sessions:board.rounds_played')}
            </Text>
          )}
          <RoundSection session={session} round={round} place={place} courtLabel={courtLabel} />
        </Fragment>
      ))}
      <Text fontSize="sm" color="fg.muted">
        {t('match-sessions:progress.played_of', {
          played: session.played_matches,
          total: session.total_matches,
        })}
      </Text>
    </Stack>
  );
}
