import {
  Alert,
  Badge,
  Box,
  Button,
  Heading,
  HStack,
  IconButton,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
} from '@chakra-ui/react';
import { type Match, matchTitle } from '@pickleball/domain';
import { canTransition } from '@pickleball/domain/matches/matches.rules';
import type { FaultRecord } from '@pickleball/domain/scoring/scoring.types';
import { ArrowLeft, ArrowLeftRight, Flag, Pause, Play, Undo2 } from 'lucide-react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { isApiError } from '../../../lib/api-client';
import { useLiveSession } from '../api/get-live-session';
import { useMatch } from '../api/get-match';
import { MatchStatusBadge } from '../components/match-badges';
import { FaultDialog } from '../live/fault-dialog';
import { LiveCourt, TEAM_PALETTE } from '../live/live-court';
import { buildCourtModel } from '../live/live-court-model';
import { FaultLog, LiveGames } from '../live/live-games';
import type { LiveScoringController, LiveSnapshot } from '../live/live-scoring-controller';
import {
  isTypingTarget,
  Kbd,
  SERVE_SIDE_KEYS,
  TOOL_BUTTON,
  useScreenWakeLock,
} from '../live/live-screen-parts';
import { LiveSummary } from '../live/live-summary';
import { LiveSyncStatus } from '../live/live-sync-status';
import { StartPanel } from '../live/start-panel';
import { useLiveScoring } from '../live/use-live-scoring';

function LiveBoard({
  match,
  snapshot,
  controller,
}: {
  match: Match;
  snapshot: LiveSnapshot;
  controller: LiveScoringController;
}) {
  const { t } = useTranslation(['matches', 'ui']);
  const view = snapshot.view;
  const [faultOpen, setFaultOpen] = useState(false);
  useScreenWakeLock();
  const model = useMemo(
    () => (view ? buildCourtModel(view.state, match, view.sidesSwapped) : null),
    [view, match],
  );
  // Announce a change of ends (after a game, or at the deciding game's midpoint).
  const endsKey = view ? `${view.state.ends.left}${view.state.gameNumber}` : '';
  const previousEnds = useRef(endsKey);
  const [endsChanged, setEndsChanged] = useState(false);
  useEffect(() => {
    const left = endsKey.charAt(0);
    if (previousEnds.current && left !== previousEnds.current.charAt(0)) setEndsChanged(true);
    previousEnds.current = endsKey;
  }, [endsKey]);

  const isPaused = view?.liveStatus === 'paused';
  const isOver = view?.liveStatus === 'completed';
  const canUndo = (view?.state.history.length ?? 0) > 0;

  const rally = useCallback(
    (team: 'A' | 'B') => {
      setEndsChanged(false);
      controller.dispatch({ kind: 'rally', winner: team });
    },
    [controller],
  );
  const undoLast = useCallback(() => {
    setEndsChanged(false);
    controller.dispatch({ kind: 'undo' });
  }, [controller]);
  const togglePause = useCallback(
    () => controller.control(isPaused ? 'resume' : 'pause'),
    [controller, isPaused],
  );

  useEffect(() => {
    if (!model) return;
    const handleKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
      if (isTypingTarget(event.target) || faultOpen) return;
      const key = event.key.toLowerCase();
      let handled = true;
      if ((key === 'a' || key === 'arrowleft') && !isPaused && !isOver) rally(model.left.team);
      else if ((key === 'l' || key === 'arrowright') && !isPaused && !isOver) rally(model.right.team);
      else if (key === 'u') undoLast();
      else if (key === 'f' && !isPaused && !isOver) setFaultOpen(true);
      else if (key === 'p' && !isOver) togglePause();
      else if (key === 's') controller.control('switch-sides');
      else handled = false;
      if (handled) event.preventDefault();
    };
    window.addEventListener('keydown', handleKey);
    return () => window.removeEventListener('keydown', handleKey);
  }, [model, isPaused, isOver, faultOpen, rally, undoLast, togglePause, controller]);

  if (!view || !model) return null;
  const servingTeamLabel = t('matches:team_n', { number: model.serve.number });
  const isDoubles = view.state.rules.discipline === 'doubles';
  const isSideOutDoubles = isDoubles && view.state.rules.scoring === 'sideout';
  const faultPlayerName = (fault: FaultRecord) =>
    fault.player === undefined
      ? null
      : ((fault.team === 'A' ? match.team1 : match.team2)[fault.player]?.name ?? null);

  return (
    <Stack gap={{ base: '3', md: '4' }}>
      <LiveSyncStatus snapshot={snapshot} />

      {isOver ? (
        <LiveSummary
          match={match}
          model={model}
          onUndo={undoLast}
          isSaved={snapshot.pending.length === 0 && snapshot.confirmed?.live_status === 'completed'}
        />
      ) : (
        <>
          <Box
            textAlign="center"
            borderWidth="1px"
            borderRadius="xl"
            bg="bg.panel"
            px="3"
            py={{ base: '2', md: '4' }}
            colorPalette={TEAM_PALETTE[model.serve.number]}
          >
            <Text fontSize="xs" color="fg.muted" textTransform="uppercase" letterSpacing="wider">
              {t('matches:live.call_label', { number: model.gameNumber })}
            </Text>
            <Text
              as="output"
              display="block"
              aria-live="polite"
              aria-label={t('matches:live.call_aria', { call: view.call })}
              fontSize={{ base: '6xl', md: '7xl' }}
              fontWeight="black"
              lineHeight="1.1"
              fontVariantNumeric="tabular-nums"
              letterSpacing="tight"
            >
              {view.call}
            </Text>
            <Text fontSize={{ base: 'sm', md: 'md' }} fontWeight="medium" color="colorPalette.fg">
              {isSideOutDoubles
                ? t('matches:live.serve_line', {
                    team: servingTeamLabel,
                    number: model.serve.serverNumber,
                    player: model.serve.player?.name ?? servingTeamLabel,
                    side: t(SERVE_SIDE_KEYS[model.serve.courtSide]),
                  })
                : t('matches:live.serve_line_single', {
                    team: servingTeamLabel,
                    player: model.serve.player?.name ?? servingTeamLabel,
                    side: t(SERVE_SIDE_KEYS[model.serve.courtSide]),
                  })}
            </Text>
          </Box>

          {endsChanged && (
            <Alert.Root status="info" size="sm" role="status">
              <Alert.Indicator>
                <ArrowLeftRight />
              </Alert.Indicator>
              <Alert.Title>{t('matches:live.ends_changed')}</Alert.Title>
            </Alert.Root>
          )}

          {isPaused && (
            <Alert.Root status="warning" role="status">
              <Alert.Indicator>
                <Pause />
              </Alert.Indicator>
              <Alert.Content>
                <Alert.Title>{t('matches:live.paused_title')}</Alert.Title>
                <Alert.Description>{t('matches:live.paused_help')}</Alert.Description>
              </Alert.Content>
              <Button size="md" colorPalette="green" onClick={togglePause} alignSelf="center">
                <Play size={16} aria-hidden="true" />
                {t('matches:live.resume')}
              </Button>
            </Alert.Root>
          )}

          <LiveCourt model={model} disabled={isPaused} onRally={rally} />

          <SimpleGrid columns={4} gap="2">
            <Button {...TOOL_BUTTON} onClick={undoLast} disabled={!canUndo} aria-keyshortcuts="U">
              <Undo2 aria-hidden="true" />
              {t('matches:live.undo')}
            </Button>
            <Button
              {...TOOL_BUTTON}
              colorPalette="red"
              onClick={() => setFaultOpen(true)}
              disabled={isPaused}
              aria-keyshortcuts="F"
            >
              <Flag aria-hidden="true" />
              {t('matches:live.fault')}
            </Button>
            <Button {...TOOL_BUTTON} onClick={togglePause} aria-keyshortcuts="P">
              {isPaused ? <Play aria-hidden="true" /> : <Pause aria-hidden="true" />}
              {isPaused ? t('matches:live.resume') : t('matches:live.pause')}
            </Button>
            <Button {...TOOL_BUTTON} onClick={() => controller.control('switch-sides')} aria-keyshortcuts="S">
              <ArrowLeftRight aria-hidden="true" />
              {t('matches:live.switch_sides')}
            </Button>
          </SimpleGrid>

          <LiveGames games={model.finishedGames} currentGame={model.gameNumber} isOver={false} />
        </>
      )}

      <FaultLog faults={view.state.faults} playerName={faultPlayerName} />

      <Box hideBelow="md" fontSize="sm" color="fg.muted">
        <Text as="span" fontWeight="medium" me="2">
          {t('matches:live.keys_title')}
        </Text>
        <HStack as="span" display="inline-flex" gap="3" flexWrap="wrap">
          <span>
            <Kbd>A</Kbd> / <Kbd>←</Kbd> {t('matches:live.keys_left')}
          </span>
          <span>
            <Kbd>L</Kbd> / <Kbd>→</Kbd> {t('matches:live.keys_right')}
          </span>
          <span>
            <Kbd>U</Kbd> {t('matches:live.undo')}
          </span>
          <span>
            <Kbd>F</Kbd> {t('matches:live.fault')}
          </span>
          <span>
            <Kbd>P</Kbd> {t('matches:live.pause')}
          </span>
          <span>
            <Kbd>S</Kbd> {t('matches:live.switch_sides')}
          </span>
        </HStack>
      </Box>

      <FaultDialog
        open={faultOpen}
        onClose={() => setFaultOpen(false)}
        teams={{ A: match.team1, B: match.team2 }}
        isDoubles={isDoubles}
        onRecord={(fault) => {
          setEndsChanged(false);
          controller.dispatch({ kind: 'fault', fault });
        }}
      />
    </Stack>
  );
}

function LiveScreen({ match }: { match: Match }) {
  const { t } = useTranslation(['matches', 'ui']);
  const live = useLiveSession(match.id);
  const { snapshot, controller } = useLiveScoring(match.id, live.data?.data ?? undefined);
  // The API answers null before live scoring started.
  const isNotStarted =
    live.data?.data === null ||
    (live.isError && isApiError(live.error) && live.error.code === 'live.not_started');

  if (snapshot.view) return <LiveBoard match={match} snapshot={snapshot} controller={controller} />;
  if (isNotStarted) {
    return canTransition('start_live', match.status) ? (
      <StartPanel match={match} />
    ) : (
      <Alert.Root status="info">
        <Alert.Indicator />
        <Alert.Title>{t('matches:live.closed')}</Alert.Title>
      </Alert.Root>
    );
  }
  if (live.isError)
    return (
      <Alert.Root status="error">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>{t('matches:live.load_failed')}</Alert.Title>
          <Alert.Description>{live.error.message}</Alert.Description>
        </Alert.Content>
        <Button size="sm" variant="outline" onClick={() => void live.refetch()}>
          {t('ui:table.retry')}
        </Button>
      </Alert.Root>
    );
  return (
    <Stack gap="3">
      <Skeleton height="28" />
      <Skeleton height="80" />
    </Stack>
  );
}

/**
 * /matches/{id}/live-score: the referee's screen, made for one hand on a phone at the court and
 * usable with a keyboard on a laptop. Every action shows at once and is sent in order, queued on
 * the device while the network is away (live/live-scoring-controller.ts).
 */
export default function MatchLivePage() {
  const { t } = useTranslation(['matches', 'ui']);
  const id = Number(useParams().id);
  const match = useMatch(id);
  const data = match.data?.data;

  return (
    <Stack gap="3" maxW="4xl" mx="auto">
      <HStack justify="space-between" gap="2">
        <HStack gap="1" minW="0">
          <IconButton asChild variant="ghost" size="sm" aria-label={t('matches:live.back')}>
            <RouterLink to={`/matches/${id}`}>
              <ArrowLeft />
            </RouterLink>
          </IconButton>
          <Heading as="h1" size={{ base: 'md', md: 'xl' }} truncate>
            {data ? matchTitle(t, data) : t('matches:live.title')}
          </Heading>
        </HStack>
        {data && (
          <HStack gap="2" flexShrink={0}>
            <Badge variant="outline" hideBelow="sm">
              {t('matches:live.title')}
            </Badge>
            <MatchStatusBadge status={data.status} />
          </HStack>
        )}
      </HStack>
      {match.isError ? (
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{t('matches:detail.load_failed')}</Alert.Title>
            <Alert.Description>{match.error.message}</Alert.Description>
          </Alert.Content>
          <Button size="sm" variant="outline" asChild>
            <RouterLink to="/matches">{t('ui:page.back_to_list')}</RouterLink>
          </Button>
        </Alert.Root>
      ) : data ? (
        <LiveScreen key={data.id} match={data} />
      ) : (
        <Stack gap="3">
          <Skeleton height="28" />
          <Skeleton height="80" />
        </Stack>
      )}
    </Stack>
  );
}
