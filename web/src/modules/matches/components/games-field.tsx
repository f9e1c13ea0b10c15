import { Box, Button, HStack, IconButton, Input, Stack, Text } from '@chakra-ui/react';
import {
  countMatchGamesWon,
  findMatchWinner,
  MAX_GAMES,
  type MatchRulesFields,
} from '@pickleball/domain/matches/matches.rules';
import { Plus, Trash2 } from 'lucide-react';
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useFieldError } from '../../../components/form/field-shell';

function GameRow({ index, onRemove }: { index: number; onRemove: () => void }) {
  const { t } = useTranslation('matches');
  const { register } = useFormContext();
  const rowError = useFieldError(`games.${index}`);
  const team1Error = useFieldError(`games.${index}.team1`);
  const team2Error = useFieldError(`games.${index}.team2`);
  const message = team1Error ?? team2Error ?? rowError;
  const game = index + 1;
  const scoreInput = (team: 'team1' | 'team2', number: 1 | 2, isInvalid: boolean) => (
    <Input
      type="number"
      inputMode="numeric"
      min={0}
      max={99}
      width="20"
      textAlign="center"
      aria-label={t('matches:form.game_score', { game, team: number })}
      aria-invalid={isInvalid || Boolean(rowError)}
      {...register(`games.${index}.${team}`, { valueAsNumber: true })}
    />
  );
  return (
    <Stack as="li" gap="1">
      <HStack gap="3" flexWrap="wrap">
        <Text fontWeight="medium" minW="20">
          {t('matches:game_n', { number: game })}
        </Text>
        {scoreInput('team1', 1, Boolean(team1Error))}
        <Text aria-hidden="true">–</Text>
        {scoreInput('team2', 2, Boolean(team2Error))}
        <IconButton
          variant="ghost"
          size="sm"
          colorPalette="red"
          aria-label={t('matches:form.remove_game', { number: game })}
          onClick={onRemove}
        >
          <Trash2 />
        </IconButton>
      </HStack>
      {message && (
        <Text role="alert" fontSize="sm" color="fg.error">
          {message}
        </Text>
      )}
    </Stack>
  );
}

/**
 * Up to five games with each team's score (team 1 first), rows added and removed; under them,
 * the games won and the winner the scores give, computed with the match's rules.
 */
export function GamesField() {
  const { t } = useTranslation('matches');
  const { control } = useFormContext();
  const { fields, append, remove } = useFieldArray({ control, name: 'games' });
  const error = useFieldError('games');
  const values = useWatch({ control }) as Partial<MatchRulesFields> & {
    games?: { team1: number; team2: number }[];
  };
  const games = (values.games ?? []).filter(
    (game) => Number.isInteger(game?.team1) && Number.isInteger(game?.team2),
  );
  const rules: MatchRulesFields = {
    discipline: values.discipline ?? 'doubles',
    best_of: values.best_of ?? 3,
    target_points: values.target_points ?? 11,
    win_by: values.win_by ?? 2,
    tiebreak_target: values.tiebreak_target ?? null,
    score_type: values.score_type ?? 'standard',
  };
  const won = countMatchGamesWon(rules, games);
  const winner = findMatchWinner(rules, games);

  return (
    <Stack gap="4">
      {fields.length > 0 && (
        // Column headings over the score inputs, on the same grid as the rows.
        <HStack gap="3" fontSize="sm" color="fg.muted" aria-hidden="true">
          <Box minW="20" />
          <Text width="20" textAlign="center">
            {t('matches:team_n', { number: 1 })}
          </Text>
          <Text visibility="hidden">–</Text>
          <Text width="20" textAlign="center">
            {t('matches:team_n', { number: 2 })}
          </Text>
        </HStack>
      )}
      {fields.length === 0 ? (
        <Text color="fg.muted" fontSize="sm">
          {t('matches:form.no_games')}
        </Text>
      ) : (
        <Stack as="ol" gap="3" listStyleType="none">
          {fields.map((field, index) => (
            <GameRow key={field.id} index={index} onRemove={() => remove(index)} />
          ))}
        </Stack>
      )}
      {error && (
        <Text role="alert" fontSize="sm" color="fg.error">
          {error}
        </Text>
      )}
      <HStack justify="space-between" flexWrap="wrap" gap="3">
        <Button
          variant="outline"
          size="sm"
          disabled={fields.length >= MAX_GAMES}
          onClick={() => append({ team1: Number.NaN, team2: Number.NaN }, { shouldFocus: true })}
        >
          <Plus size={14} aria-hidden="true" />
          {t('matches:form.add_game')}
        </Button>
        {games.length > 0 && (
          <Text fontSize="sm" aria-live="polite">
            {t('matches:form.games_won', { team1: won.team1, team2: won.team2 })}
            {winner !== null &&
              ` · ${t('matches:form.winner_is', { team: t('matches:team_n', { number: winner }) })}`}
          </Text>
        )}
      </HStack>
      {fields.length >= MAX_GAMES && (
        <Text fontSize="xs" color="fg.muted">
          {t('matches:form.max_games', { count: MAX_GAMES })}
        </Text>
      )}
    </Stack>
  );
}
