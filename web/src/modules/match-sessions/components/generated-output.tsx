import { Alert, Button, HStack, Stack, Text } from '@chakra-ui/react';
import type { GeneratedSchedule, SessionGenerateInput } from '@pickleball/domain';
import { describeSchedule, sittingOut } from '@pickleball/domain/match-sessions/match-sessions.rules';
import { RefreshCw, Save } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DetailPanel } from '../../../components/detail-panel';
import { StatCards } from '../../../components/stat-cards';
import { formatDecimal, formatNumber } from '../../../lib/format';
import { formatDuration } from './duration';
import { FairnessSummary } from './fairness-panel';
import { PlayerLoadTable } from './player-load-table';
import { canSwap, type EditableRound, swapPlayers } from './schedule-swap';
import { type SchedulePerson, type ScheduleRow, ScheduleTable } from './schedule-table';

export interface GeneratedOutputProps {
  schedule: GeneratedSchedule;
  /** The settings the schedule was generated with (what a save sends). */
  settings: SessionGenerateInput;
  rounds: EditableRound[];
  onRoundsChange: (rounds: EditableRound[]) => void;
  onRegenerate: () => void;
  onSave: () => void;
  isRegenerating: boolean;
  isSaving: boolean;
  /** The server's refusal of a save, in sentences. */
  saveErrors: string[];
  /** The save button's words: "Save as session" unless said (a draft's schedule: "Save the schedule"). */
  saveLabel?: string;
  /** How a court reads ("Sân 3" when named). */
  courtLabel?: (court: number) => string;
}

/** A player chosen to swap: the round and who. */
interface Pick {
  roundIndex: number;
  playerId: number;
}

/**
 * SPEC §3's output: total matches, estimated duration, rounds, fairness explained, matches per
 * player, the schedule by round; players swapped by hand (two clicks in one round) with the
 * figures recomputed at once; regenerate with a new seed; save as a draft session.
 */
export function GeneratedOutput({
  schedule,
  settings,
  rounds,
  onRoundsChange,
  onRegenerate,
  onSave,
  isRegenerating,
  isSaving,
  saveErrors,
  saveLabel,
  courtLabel,
}: GeneratedOutputProps) {
  const { t, i18n } = useTranslation('match-sessions');
  const locale = i18n.language;
  const [pick, setPick] = useState<Pick | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const playerIds = settings.player_ids;
  const players = useMemo(
    () => new Map(schedule.players.map((player) => [player.id, player])),
    [schedule.players],
  );
  const nameOf = (id: number) => players.get(id)?.name ?? String(id);
  const person = (id: number): SchedulePerson => ({ id, name: nameOf(id) });

  // Recomputed on every swap: the same rules the server scored the proposal with.
  const output = useMemo(
    () =>
      describeSchedule(settings.match_type, rounds, playerIds, {
        matchDurationMinutes: settings.match_duration_minutes,
        fullCycleRounds: schedule.full_cycle_rounds,
        ratings: playerIds.map((id) => players.get(id)?.rating ?? null),
      }),
    [
      rounds,
      playerIds,
      players,
      settings.match_type,
      settings.match_duration_minutes,
      schedule.full_cycle_rounds,
    ],
  );

  const rows: ScheduleRow[] = rounds.map((round, index) => ({
    number: index + 1,
    games: round.games.map((game, gameIndex) => ({
      key: gameIndex,
      court: schedule.rounds[index]?.games[gameIndex]?.court ?? gameIndex + 1,
      team1: game.team1.map(person),
      team2: game.team2.map(person),
    })),
    sittingOut: sittingOut(round, playerIds).map(person),
  }));

  const handlePlayer = (player: SchedulePerson, roundIndex: number) => {
    if (pick === null || pick.roundIndex !== roundIndex) {
      setPick({ roundIndex, playerId: player.id });
      setAnnouncement(t('match-sessions:swap.picked', { name: player.name, round: roundIndex + 1 }));
      return;
    }
    if (pick.playerId === player.id) {
      setPick(null);
      setAnnouncement(t('match-sessions:swap.cancelled'));
      return;
    }
    const round = rounds[roundIndex];
    if (!round || !canSwap(round, pick.playerId, player.id)) {
      setPick({ roundIndex, playerId: player.id });
      setAnnouncement(t('match-sessions:swap.picked', { name: player.name, round: roundIndex + 1 }));
      return;
    }
    onRoundsChange(swapPlayers(rounds, roundIndex, pick.playerId, player.id));
    setAnnouncement(t('match-sessions:swap.done', { first: nameOf(pick.playerId), second: player.name }));
    setPick(null);
  };

  const renderPlayer = (player: SchedulePerson, roundIndex: number) => {
    const isPicked = pick?.roundIndex === roundIndex && pick.playerId === player.id;
    return (
      <Button
        size="xs"
        variant={isPicked ? 'solid' : 'ghost'}
        colorPalette={isPicked ? 'blue' : 'gray'}
        px="1"
        h="auto"
        minH="6"
        whiteSpace="normal"
        textAlign="start"
        fontWeight="normal"
        aria-pressed={isPicked}
        onClick={() => handlePlayer(player, roundIndex)}
      >
        {player.name}
      </Button>
    );
  };

  return (
    <Stack gap="6" aria-busy={isRegenerating}>
      <HStack gap="2" flexWrap="wrap" justify="flex-end">
        <Button variant="outline" onClick={onRegenerate} loading={isRegenerating}>
          <RefreshCw size={16} aria-hidden="true" />
          {t('match-sessions:actions.regenerate')}
        </Button>
        <Button colorPalette="blue" onClick={onSave} loading={isSaving}>
          <Save size={16} aria-hidden="true" />
          {saveLabel ?? t('match-sessions:actions.save_session')}
        </Button>
      </HStack>
      {saveErrors.length > 0 && (
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{t('match-sessions:output.save_failed')}</Alert.Title>
            <Alert.Description>
              {saveErrors.map((message) => (
                <Text key={message}>{message}</Text>
              ))}
            </Alert.Description>
          </Alert.Content>
        </Alert.Root>
      )}
      <StatCards
        columns={{ base: 2, md: 4 }}
        items={[
          { id: 'matches', label: t('match-sessions:output.total_matches'), value: output.total_matches },
          {
            id: 'duration',
            label: t('match-sessions:output.estimated_duration'),
            value: formatDuration(output.estimated_minutes, locale),
          },
          {
            id: 'rounds',
            label: t('match-sessions:output.rounds'),
            value: rounds.length,
            helpText: t('match-sessions:output.full_cycle', { count: schedule.full_cycle_rounds }),
          },
          {
            id: 'fairness',
            label: t('match-sessions:output.fairness_score'),
            value: formatNumber(output.fairness.score, locale),
            helpText: t('match-sessions:output.out_of_100'),
          },
        ]}
      />
      <DetailPanel title={t('match-sessions:output.fairness')}>
        <Stack gap="3">
          <FairnessSummary fairness={output.fairness} type={settings.match_type} />
          {output.mean_rating_gap !== null && (
            <Text fontSize="sm">
              {t('match-sessions:output.mean_rating_gap', {
                gap: formatDecimal(output.mean_rating_gap, locale, 3),
              })}
            </Text>
          )}
        </Stack>
      </DetailPanel>
      <DetailPanel title={t('match-sessions:output.schedule')}>
        <Stack gap="3">
          <Text fontSize="sm" color="fg.muted">
            {t('match-sessions:swap.help')}
          </Text>
          <Text srOnly aria-live="polite">
            {announcement}
          </Text>
          <ScheduleTable
            rounds={rows}
            courtLabel={courtLabel}
            renderPlayer={renderPlayer}
            caption={t('match-sessions:output.schedule')}
          />
        </Stack>
      </DetailPanel>
      <DetailPanel title={t('match-sessions:output.matches_per_player')}>
        <PlayerLoadTable players={schedule.players} loads={output.matches_per_player} />
      </DetailPanel>
    </Stack>
  );
}
