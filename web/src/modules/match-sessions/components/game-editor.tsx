import {
  Alert,
  Badge,
  Box,
  Button,
  Field,
  HStack,
  NativeSelect,
  SimpleGrid,
  Stack,
  Text,
} from '@chakra-ui/react';
import type { MatchSession, SessionGame, SessionPlayer } from '@pickleball/domain';
import { teamSizeOf } from '@pickleball/domain/match-sessions/match-sessions.rules';
import { Lock, Save, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { ApiError } from '../../../lib/api-client';
import { useDeleteSessionGame } from '../api/delete-session-game';
import { useUpdateSessionGame } from '../api/update-session-game';
import { useCourtLabel } from './court-names';
import { MatchStateBadge } from './session-badges';

/** A game's players can change until its match starts (the server says 409 game_locked otherwise). */
export function isGameLocked(game: SessionGame): boolean {
  return game.match !== null && (game.match.status !== 'draft' || game.match.live_status !== null);
}

/** The server's refusal as sentences: its field messages, else its message. */
function refusal(error: unknown): string[] {
  if (error instanceof ApiError) {
    const fields = [...new Set(Object.values(error.fieldErrors).flat())];
    return fields.length > 0 ? fields : [error.message];
  }
  return [error instanceof Error ? error.message : String(error)];
}

function PlayerSelect({
  label,
  value,
  onChange,
  players,
  disabled,
}: {
  label: string;
  value: number;
  onChange: (id: number) => void;
  players: readonly SessionPlayer[];
  disabled: boolean;
}) {
  return (
    <Field.Root disabled={disabled}>
      <Field.Label fontSize="xs">{label}</Field.Label>
      <NativeSelect.Root size="sm">
        <NativeSelect.Field
          value={String(value)}
          onChange={(event) => onChange(Number(event.currentTarget.value))}
        >
          {players.map((player) => (
            <option key={player.id} value={player.id}>
              {player.name}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}

/**
 * One game of the edit page: its players chosen among the session's (the server checks they are
 * free in the round), saved on its own; removed after a confirmation. A started game is shown
 * locked.
 */
export function GameEditor({
  session,
  game,
  players,
}: {
  session: MatchSession;
  game: SessionGame;
  players: readonly SessionPlayer[];
}) {
  const { t } = useTranslation('match-sessions');
  const court = useCourtLabel(session.court_names)(game.court);
  const size = teamSizeOf(session.match_type);
  const initial = {
    team1: game.team1.map((player) => player.id),
    team2: game.team2.map((player) => player.id),
  };
  const [teams, setTeams] = useState(initial);
  const [errors, setErrors] = useState<string[]>([]);
  const [isAsking, setIsAsking] = useState(false);
  const update = useUpdateSessionGame(session.id);
  const remove = useDeleteSessionGame(session.id);
  const locked = isGameLocked(game);
  const changed = JSON.stringify(teams) !== JSON.stringify(initial);

  const setSlot = (team: 'team1' | 'team2', index: number, id: number) => {
    setErrors([]);
    setTeams((current) => ({
      ...current,
      [team]: current[team].map((value, at) => (at === index ? id : value)),
    }));
  };

  const save = async () => {
    setErrors([]);
    try {
      await update.mutateAsync({ gameId: game.id, input: teams });
    } catch (error) {
      setErrors(refusal(error));
    }
  };

  const slotLabel = (team: 1 | 2, index: number) =>
    size === 1
      ? t('match-sessions:edit.team_player_single', { team })
      : t('match-sessions:edit.team_player', { team, number: index + 1 });

  return (
    <Box
      as="li"
      borderWidth="1px"
      borderRadius="lg"
      p="3"
      bg={locked ? 'bg.muted' : 'bg.panel'}
      minW="0"
      aria-label={t('match-sessions:edit.game_label', { round: game.round, court })}
    >
      <Stack gap="3">
        <HStack justify="space-between" gap="2" flexWrap="wrap">
          <Text fontWeight="semibold">{court}</Text>
          {locked ? (
            <Badge colorPalette="gray" variant="subtle">
              <Lock size={12} aria-hidden="true" />
              {t('match-sessions:edit.locked')}
            </Badge>
          ) : (
            <MatchStateBadge status={game.match?.status ?? null} />
          )}
        </HStack>
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
          {(['team1', 'team2'] as const).map((team, teamIndex) => (
            <Stack key={team} gap="2">
              {teams[team].map((id, index) => (
                <PlayerSelect
                  // biome-ignore lint/suspicious/noArrayIndexKey: a team's slots are fixed positions.
                  key={index}
                  label={slotLabel(teamIndex === 0 ? 1 : 2, index)}
                  value={id}
                  players={players}
                  disabled={locked}
                  onChange={(value) => setSlot(team, index, value)}
                />
              ))}
            </Stack>
          ))}
        </SimpleGrid>
        {locked && (
          <Text fontSize="sm" color="fg.muted">
            {t('match-sessions:edit.locked_help')}
          </Text>
        )}
        {errors.length > 0 && (
          <Alert.Root status="error" role="alert" size="sm">
            <Alert.Indicator />
            <Alert.Description>
              {errors.map((message) => (
                <Text key={message}>{message}</Text>
              ))}
            </Alert.Description>
          </Alert.Root>
        )}
        {!locked && (
          <HStack gap="2" justify="flex-end" flexWrap="wrap">
            <Button size="sm" variant="ghost" colorPalette="red" onClick={() => setIsAsking(true)}>
              <Trash2 size={14} aria-hidden="true" />
              {t('match-sessions:edit.remove_game')}
            </Button>
            <Button
              size="sm"
              colorPalette="blue"
              disabled={!changed}
              loading={update.isPending}
              onClick={() => void save()}
            >
              <Save size={14} aria-hidden="true" />
              {t('match-sessions:edit.save_game')}
            </Button>
          </HStack>
        )}
      </Stack>
      <ConfirmDialog
        open={isAsking}
        onOpenChange={setIsAsking}
        title={t('match-sessions:edit.remove_title', { round: game.round, court })}
        description={t('match-sessions:edit.remove_description')}
        confirmLabel={t('match-sessions:edit.remove_game')}
        onConfirm={() => remove.mutateAsync(game.id)}
      />
    </Box>
  );
}
