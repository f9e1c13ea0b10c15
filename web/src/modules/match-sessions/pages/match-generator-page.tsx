import { Alert, Box, Grid, Heading, Stack, Text } from '@chakra-ui/react';
import {
  type GeneratedSchedule,
  type SessionCandidate,
  type SessionGenerateInput,
  SessionGenerateInputSchema,
} from '@pickleball/domain';
import { SESSION_SEED_MAX } from '@pickleball/domain/match-sessions/match-sessions.rules';
import { Shuffle } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { z } from 'zod';
import { DetailPanel } from '../../../components/detail-panel';
import { Form, FormActions, useFieldError, useZodForm } from '../../../components/form';
import { PageHeader } from '../../../components/page-header';
import type { PickerItem } from '../../../components/search-picker/search-picker';
import { ApiError } from '../../../lib/api-client';
import { toaster } from '../../../lib/toaster';
import { useCreateMatchSession } from '../api/create-match-session';
import { useGenerateSchedule } from '../api/generate-schedule';
import { GeneratedOutput } from '../components/generated-output';
import { GeneratorSettings } from '../components/generator-settings';
import { PlayerPicker } from '../components/player-picker';
import { type EditableRound, toEditableRounds } from '../components/schedule-swap';

type GeneratorValues = z.input<typeof SessionGenerateInputSchema>;

/** A new random seed: the same settings give another schedule. */
const randomSeed = () => Math.floor(Math.random() * SESSION_SEED_MAX);

/** The proposal on screen, with the settings it was made from and the organiser's swaps. */
interface Proposal {
  schedule: GeneratedSchedule;
  settings: SessionGenerateInput;
  rounds: EditableRound[];
}

/** The settings a proposal depends on, comparable between the form and a proposal. */
const SETTING_FIELDS = [
  'match_type',
  'club_id',
  'best_of',
  'target_points',
  'win_by',
  'match_duration_minutes',
  'courts',
  'balance_by_rating',
  'rounds',
  'player_ids',
] as const;

function sameSettings(form: Partial<GeneratorValues>, proposal: SessionGenerateInput): boolean {
  return SETTING_FIELDS.every(
    (field) => JSON.stringify(form[field] ?? null) === JSON.stringify(proposal[field] ?? null),
  );
}

/** The picker bound to the form's `player_ids` (its error shows under the chips). */
function PlayersField({
  selected,
  onChange,
  matchType,
  clubId,
}: {
  selected: SessionCandidate[];
  onChange: (players: SessionCandidate[]) => void;
  matchType: 'doubles' | 'singles';
  clubId: number | null;
}) {
  const error = useFieldError('player_ids');
  return (
    <PlayerPicker
      selected={selected}
      onChange={onChange}
      matchType={matchType}
      clubId={clubId}
      error={error}
    />
  );
}

/** Messages of a refused save, one per line (its fields are the schedule's, not the form's). */
function refusalMessages(error: unknown): string[] {
  if (error instanceof ApiError) {
    const fields = Object.values(error.fieldErrors).flat();
    return fields.length > 0 ? [...new Set(fields)] : [error.message];
  }
  return [error instanceof Error ? error.message : String(error)];
}

/**
 * /match-generator (SPEC §3): the settings and players, Generate → the proposal (fairness
 * explained, matches per player, rounds court by court), players swapped by hand, Regenerate
 * with a new seed, Save as a draft session and open it.
 */
export default function MatchGeneratorPage() {
  const { t } = useTranslation(['match-sessions', 'ui', 'validation']);
  const navigate = useNavigate();
  const [club, setClub] = useState<PickerItem | null>(null);
  const [selected, setSelected] = useState<SessionCandidate[]>([]);
  const [proposal, setProposal] = useState<Proposal | null>(null);
  const [saveErrors, setSaveErrors] = useState<string[]>([]);
  const outputRef = useRef<HTMLHeadingElement>(null);
  const generate = useGenerateSchedule();
  const create = useCreateMatchSession();
  const form = useZodForm(SessionGenerateInputSchema, {
    defaultValues: {
      name: '',
      match_type: 'doubles',
      club_id: null,
      best_of: 1,
      target_points: 11,
      win_by: 2,
      match_duration_minutes: 20,
      courts: null,
      player_ids: [],
      balance_by_rating: false,
      rounds: null,
      seed: null,
    } satisfies GeneratorValues,
  });
  const values = form.watch();
  const matchType = values.match_type === 'singles' ? 'singles' : 'doubles';
  // The output shows (and a save keeps) the proposal as generated, whatever the form says since.
  const isStale = proposal !== null && !sameSettings(values, proposal.settings);

  const choosePlayers = (players: SessionCandidate[]) => {
    setSelected(players);
    form.setValue(
      'player_ids',
      players.map((player) => player.id),
      { shouldValidate: form.formState.isSubmitted, shouldDirty: true },
    );
  };
  const chooseClub = (item: PickerItem | null) => {
    setClub(item);
    form.setValue('club_id', item?.id ?? null, { shouldDirty: true });
  };

  const show = (schedule: GeneratedSchedule, settings: SessionGenerateInput) => {
    setProposal({ schedule, settings, rounds: toEditableRounds(schedule.rounds) });
    setSaveErrors([]);
  };

  // Focus moves to the output the first time it appears, so a keyboard or screen-reader user finds it.
  const hasProposal = proposal !== null;
  useEffect(() => {
    if (hasProposal) outputRef.current?.focus();
  }, [hasProposal]);

  const handleGenerate = async (values: SessionGenerateInput) => {
    try {
      const response = await generate.mutateAsync({ ...values, seed: null });
      show(response.data, { ...values, seed: response.data.seed });
    } catch (error) {
      // A 422 lands on the fields (Form); anything else is said here, the call being silent.
      if (!(error instanceof ApiError && error.status === 422))
        toaster.error({ title: error instanceof Error ? error.message : String(error) });
      throw error;
    }
  };

  const handleRegenerate = async () => {
    if (!proposal) return;
    const settings = { ...proposal.settings, seed: randomSeed() };
    try {
      const response = await generate.mutateAsync(settings);
      show(response.data, { ...settings, seed: response.data.seed });
    } catch (error) {
      toaster.error({ title: refusalMessages(error)[0] ?? '' });
    }
  };

  const handleSave = async () => {
    if (!proposal) return;
    setSaveErrors([]);
    const { rounds: _rounds, seed, ...settings } = proposal.settings;
    // The name is not part of the proposal: the one typed now is saved.
    const name = form.getValues('name').trim() || settings.name;
    try {
      const response = await create.mutateAsync({
        ...settings,
        name,
        seed: seed ?? proposal.schedule.seed,
        rounds: proposal.rounds,
      });
      navigate(`/match-sessions/${response.data.id}`);
    } catch (error) {
      setSaveErrors(refusalMessages(error));
    }
  };

  return (
    <Stack gap="6">
      <PageHeader
        title={t('match-sessions:generator.title')}
        description={t('match-sessions:generator.description')}
        breadcrumbs={[
          { label: t('ui:page.home'), to: '/dashboard' },
          { label: t('match-sessions:title'), to: '/match-sessions' },
          { label: t('match-sessions:generator.title') },
        ]}
      />
      <Form form={form} onSubmit={handleGenerate} aria-label={t('match-sessions:generator.title')}>
        <Grid
          templateColumns={{ base: 'minmax(0, 1fr)', xl: 'minmax(0, 1fr) minmax(0, 1fr)' }}
          gap="6"
          alignItems="start"
        >
          <DetailPanel title={t('match-sessions:generator.settings')}>
            <GeneratorSettings
              club={club}
              onClubChange={chooseClub}
              fullCycleRounds={proposal?.schedule.full_cycle_rounds}
            />
          </DetailPanel>
          <DetailPanel title={t('match-sessions:generator.players')}>
            <PlayersField
              selected={selected}
              onChange={choosePlayers}
              matchType={matchType}
              clubId={club?.id ?? null}
            />
          </DetailPanel>
        </Grid>
        <FormActions submitLabel={t('match-sessions:actions.generate')}>
          <Text fontSize="sm" color="fg.muted" me="auto" alignSelf="center">
            <Shuffle size={14} aria-hidden="true" style={{ display: 'inline', marginInlineEnd: 4 }} />
            {t('match-sessions:generator.nothing_saved')}
          </Text>
        </FormActions>
      </Form>
      {proposal && (
        <Box as="section" aria-labelledby="generator-output">
          <Heading as="h2" size="lg" id="generator-output" ref={outputRef} tabIndex={-1} mb="4">
            {t('match-sessions:generator.output', { name: proposal.settings.name })}
          </Heading>
          {isStale && (
            <Alert.Root status="info" mb="4">
              <Alert.Indicator />
              <Alert.Description>{t('match-sessions:generator.stale')}</Alert.Description>
            </Alert.Root>
          )}
          <GeneratedOutput
            schedule={proposal.schedule}
            settings={proposal.settings}
            rounds={proposal.rounds}
            onRoundsChange={(rounds) => setProposal({ ...proposal, rounds })}
            onRegenerate={() => void handleRegenerate()}
            onSave={() => void handleSave()}
            isRegenerating={generate.isPending}
            isSaving={create.isPending}
            saveErrors={saveErrors}
          />
        </Box>
      )}
    </Stack>
  );
}
