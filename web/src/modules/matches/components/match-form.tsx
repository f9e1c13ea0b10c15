import { Box, Button, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { type Match, type MatchInput, MatchInputSchema, type MatchPlayer } from '@pickleball/domain';
import { MATCH_DISCIPLINES, MATCH_FORMATS, SCORE_TYPES } from '@pickleball/domain/matches/matches.rules';
import { BEST_OF, TARGET_POINTS, WIN_BY } from '@pickleball/domain/scoring/scoring.schemas';
import { Radio } from 'lucide-react';
import { type ReactNode, useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Form, FormActions } from '../../../components/form/form';
import { NumberSelectField } from '../../../components/form/number-fields';
import { SelectField } from '../../../components/form/select-field';
import { TextareaField, TextField } from '../../../components/form/text-field';
import { useZodForm } from '../../../components/form/zod-form';
import { GamesField } from './games-field';
import { useMatchLabels } from './match-labels';
import { TeamField } from './team-field';
import { VenueFields } from './venue-fields';

function Section({
  title,
  description,
  children,
}: {
  title: string;
  description?: string;
  children: ReactNode;
}) {
  return (
    <Box as="section" borderWidth="1px" borderRadius="lg" bg="bg.panel" p={{ base: '4', md: '6' }}>
      <Heading as="h2" size="md" mb={description ? '1' : '4'}>
        {title}
      </Heading>
      {description && (
        <Text fontSize="sm" color="fg.muted" mb="4">
          {description}
        </Text>
      )}
      <Stack gap="5">{children}</Stack>
    </Box>
  );
}

/** `2026-11-23T09:30:00.000Z` → the `datetime-local` value in the browser's time zone. */
export function toLocalInput(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** The form's starting values: a match's, or a new doubles best of 3 to 11 now. */
export function matchFormDefaults(match?: Match) {
  return {
    event: match?.event ?? '',
    location: match?.location ?? '',
    court_id: match?.court?.id ?? null,
    club_id: match?.club?.id ?? null,
    played_at: toLocalInput(match?.played_at ?? new Date().toISOString()),
    discipline: match?.discipline ?? 'doubles',
    format: match?.format ?? 'friendly',
    best_of: match?.best_of ?? 3,
    target_points: match?.target_points ?? 11,
    win_by: match?.win_by ?? 2,
    tiebreak_target: match?.tiebreak_target ?? null,
    score_type: match?.score_type ?? 'standard',
    notes: match?.notes ?? '',
    team1: match?.team1.map((player) => player.id) ?? [],
    team2: match?.team2.map((player) => player.id) ?? [],
    games: match?.games.map((game) => ({ team1: game.team1, team2: game.team2 })) ?? [],
  };
}

export interface MatchFormProps {
  match?: Match;
  /** The form's accessible name (the page title). */
  label: string;
  onSubmit: (input: MatchInput) => Promise<unknown>;
  onCancel: () => void;
  /** Where the "Start live scoring" button leads, or why it is not available yet. */
  liveScoring: { kind: 'available'; onStart: () => void } | { kind: 'save_first' } | { kind: 'none' };
}

/**
 * The match form (SPEC §3 "Match", §5 "Match form"): every field of MatchInputSchema, teams built
 * by searching players, up to five games. The schema checks it as the server does; the server's
 * 422 lands on the same fields.
 */
export function MatchForm({ match, label, onSubmit, onCancel, liveScoring }: MatchFormProps) {
  const { t } = useTranslation(['matches', 'ui']);
  const { disciplineLabel, formatLabel, scoreTypeLabel } = useMatchLabels();
  // Checked on submit, then as the user corrects: checking on blur would add messages above the
  // buttons while the pointer is on its way to Save, moving Save from under it.
  const form = useZodForm(MatchInputSchema, {
    defaultValues: matchFormDefaults(match),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const [players, setPlayers] = useState<Map<number, MatchPlayer>>(
    () => new Map([...(match?.team1 ?? []), ...(match?.team2 ?? [])].map((player) => [player.id, player])),
  );
  const rememberPlayer = useCallback(
    (player: MatchPlayer) =>
      setPlayers((current) => (current.has(player.id) ? current : new Map(current).set(player.id, player))),
    [],
  );
  const isDirty = form.formState.isDirty;

  return (
    <Form
      warnOnLeave
      form={form}
      maxW="5xl"
      aria-label={label}
      onSubmit={async (values) => {
        const playedAt = new Date(values.played_at);
        await onSubmit({
          ...values,
          played_at: Number.isNaN(playedAt.getTime()) ? values.played_at : playedAt.toISOString(),
        });
        form.reset(form.getValues());
      }}
    >
      <Section title={t('matches:form.details')}>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
          <TextField name="event" label={t('matches:fields.event')} required maxLength={200} />
          <TextField name="played_at" type="datetime-local" label={t('matches:fields.played_at')} required />
          <VenueFields match={match} />
          <SelectField
            name="format"
            label={t('matches:fields.format')}
            options={MATCH_FORMATS.map((format) => ({ value: format, label: formatLabel(format) }))}
          />
        </SimpleGrid>
        <TextareaField name="notes" label={t('matches:fields.notes')} maxLength={2000} rows={2} />
      </Section>

      <Section title={t('matches:form.rules')} description={t('matches:form.rules_help')}>
        <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap="5">
          <SelectField
            name="discipline"
            label={t('matches:fields.discipline')}
            options={MATCH_DISCIPLINES.map((discipline) => ({
              value: discipline,
              label: disciplineLabel(discipline),
            }))}
          />
          <SelectField
            name="score_type"
            label={t('matches:fields.score_type')}
            options={SCORE_TYPES.map((scoreType) => ({ value: scoreType, label: scoreTypeLabel(scoreType) }))}
          />
          <NumberSelectField
            name="best_of"
            label={t('matches:fields.best_of')}
            options={BEST_OF.map((value) => ({ value, label: t('matches:best_of_n', { count: value }) }))}
          />
          <NumberSelectField
            name="target_points"
            label={t('matches:fields.target_points')}
            options={TARGET_POINTS.map((value) => ({
              value,
              label: t('matches:points_n', { count: value }),
            }))}
          />
          <NumberSelectField
            name="win_by"
            label={t('matches:fields.win_by')}
            options={WIN_BY.map((value) => ({ value, label: t('matches:points_n', { count: value }) }))}
          />
          <NumberSelectField
            name="tiebreak_target"
            label={t('matches:fields.tiebreak_target')}
            helperText={t('matches:form.tiebreak_help')}
            emptyLabel={t('matches:form.tiebreak_same')}
            options={TARGET_POINTS.map((value) => ({
              value,
              label: t('matches:points_n', { count: value }),
            }))}
          />
        </SimpleGrid>
      </Section>

      <Section title={t('matches:form.teams')} description={t('matches:form.teams_help')}>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
          <TeamField
            name="team1"
            label={t('matches:team_n', { number: 1 })}
            players={players}
            onPlayerKnown={rememberPlayer}
          />
          <TeamField
            name="team2"
            label={t('matches:team_n', { number: 2 })}
            players={players}
            onPlayerKnown={rememberPlayer}
          />
        </SimpleGrid>
      </Section>

      <Section title={t('matches:form.games')} description={t('matches:form.games_help')}>
        <GamesField />
      </Section>

      <Stack gap="2">
        <FormActions submitLabel={t('ui:form.save')} onCancel={onCancel}>
          {liveScoring.kind !== 'none' && (
            <Button
              variant="outline"
              colorPalette="red"
              disabled={liveScoring.kind === 'save_first' || isDirty}
              onClick={liveScoring.kind === 'available' ? liveScoring.onStart : undefined}
              aria-describedby={
                liveScoring.kind === 'save_first' || isDirty ? 'live-scoring-hint' : undefined
              }
            >
              <Radio size={16} aria-hidden="true" />
              {t('matches:actions.start_live')}
            </Button>
          )}
        </FormActions>
        {liveScoring.kind !== 'none' && (liveScoring.kind === 'save_first' || isDirty) && (
          <Text id="live-scoring-hint" fontSize="sm" color="fg.muted" textAlign="end">
            {t('matches:form.save_before_live')}
          </Text>
        )}
      </Stack>
    </Form>
  );
}
