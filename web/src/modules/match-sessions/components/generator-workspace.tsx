import { Alert, Box, Button, Grid, Heading, Stack, Text } from '@chakra-ui/react';
import type {
  GeneratedSchedule,
  MatchSession,
  SessionCreateInput,
  SessionGenerateInput,
} from '@pickleball/domain';
import { CalendarPlus, Shuffle } from 'lucide-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import type { Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { DetailPanel } from '../../../components/detail-panel';
import { Form, FormActions, useZodForm } from '../../../components/form';
import { mapServerFieldErrors } from '../../../components/form/server-errors';
import type { PickerItem } from '../../../components/search-picker/search-picker';
import { ApiError } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth';
import { toaster } from '../../../lib/toaster';
import { useCreateMatchSession } from '../api/create-match-session';
import { useGenerateSchedule } from '../api/generate-schedule';
import { useSaveSessionSchedule } from '../api/save-session-schedule';
import { useCourtLabel } from './court-names';
import { GeneratedOutput } from './generated-output';
import {
  createGeneratorFormSchema,
  type GeneratorFormValues,
  type GeneratorIntent,
  newGeneratorForm,
  proposalToSession,
  sessionToGeneratorForm,
} from './generator-form';
import { PlayersField } from './generator-players-field';
import { type Proposal, randomSeed, refusalMessages, SAVE_FIELDS, sameSettings } from './generator-proposal';
import { GeneratorSettings } from './generator-settings';
import type { SelectedPlayer } from './player-selection';
import { toEditableRounds } from './schedule-swap';
import { SessionEventList } from './session-event-details';
import { SessionEventFields } from './session-event-fields';
import { EVENT_DECIMAL_FIELDS } from './session-event-form';

/**
 * The generator itself: the settings, "When and where" and the players, Generate → the proposal
 * (fairness explained, matches per player, rounds court by court), players swapped by hand,
 * Regenerate with a new seed, Save as a draft session with its event and open it; or save the
 * evening alone, its players and schedule to come. With `plan` (a draft session), its settings and
 * event are the session's and Save puts the schedule into it; a night with no players yet starts
 * with its confirmed sign-ups (`signedUp`, in sign-up order), which the organiser may change.
 */
export function GeneratorWorkspace({
  plan,
  signedUp = [],
}: {
  plan?: MatchSession;
  signedUp?: SelectedPlayer[];
}) {
  const { t, i18n } = useTranslation(['match-sessions', 'ui', 'validation']);
  const navigate = useNavigate();
  const { user } = useAuth();
  const [club, setClub] = useState<PickerItem | null>(plan?.club ?? null);
  const [selected, setSelected] = useState<SelectedPlayer[]>(() =>
    plan && plan.players.length > 0
      ? plan.players.map((player) => ({ ...player, club_member: false }))
      : signedUp,
  );
  const [proposal, setProposal] = useState<Proposal | null>(null);
  const [saveErrors, setSaveErrors] = useState<string[]>([]);
  const [eveningErrors, setEveningErrors] = useState<string[]>([]);
  const outputRef = useRef<HTMLHeadingElement>(null);
  const generate = useGenerateSchedule();
  const create = useCreateMatchSession();
  // Its own, so only the button pressed shows it is saving.
  const createEvening = useCreateMatchSession();
  const saveSchedule = useSaveSessionSchedule(plan?.id ?? 0);
  // Read at each check: the language the fee is typed in, and what the form is asked for.
  const locale = useRef(i18n.language);
  locale.current = i18n.language;
  const intent = useRef<GeneratorIntent>('generate');
  const schema = useMemo(
    () =>
      createGeneratorFormSchema(
        () => locale.current,
        () => intent.current,
      ),
    [],
  );
  const form = useZodForm(schema, {
    defaultValues: plan
      ? { ...sessionToGeneratorForm(plan, i18n.language), player_ids: selected.map((player) => player.id) }
      : newGeneratorForm(i18n.language),
    decimalFields: EVENT_DECIMAL_FIELDS,
  });
  const values = form.watch();
  const courtLabel = useCourtLabel(values.court_names);
  const cap = Number.isInteger(values.player_cap) ? (values.player_cap as number) : null;
  const matchType = values.match_type === 'singles' ? 'singles' : 'doubles';
  // The output shows (and a save keeps) the proposal as generated, whatever the form says since.
  const isStale = proposal !== null && !sameSettings(values, proposal.settings);

  const choosePlayers = (players: SelectedPlayer[]) => {
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
    // Members-only needs a club: without one the evening is open to anyone with the link.
    if (!item && form.getValues('visibility') === 'members')
      form.setValue('visibility', 'link', { shouldDirty: true });
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

  /** A refused save's messages on the fields the form shows (the rest stay in the alert). */
  const landOnFields = (error: unknown) => {
    if (!(error instanceof ApiError && error.status === 422)) return;
    const mapped = mapServerFieldErrors(error.fieldErrors, SAVE_FIELDS);
    for (const [name, message] of Object.entries(mapped.fields))
      form.setError(name as Path<GeneratorFormValues>, { type: 'server', message });
  };

  /**
   * A save checks the name, settings and "When and where" (not the players: they are the
   * proposal's, or none yet), then `save` sends it. A field that is wrong is marked and focused.
   */
  const runSave = (
    save: (evening: SessionCreateInput) => Promise<void>,
    setErrors: (messages: string[]) => void,
  ) => {
    setErrors([]);
    intent.current = 'save';
    void form.handleSubmit(
      async (output) => {
        intent.current = 'generate';
        if (output.intent !== 'save') return;
        try {
          await save(output.evening);
        } catch (error) {
          landOnFields(error);
          setErrors(refusalMessages(error));
        }
      },
      () => {
        intent.current = 'generate';
        setErrors([t('match-sessions:event.check_fields')]);
      },
    )();
  };

  const handleSave = async () => {
    if (!proposal) return;
    const seed = proposal.settings.seed ?? proposal.schedule.seed;
    if (!plan) {
      runSave(async (evening) => {
        const response = await create.mutateAsync(
          proposalToSession(evening, proposal.settings, proposal.rounds, seed),
        );
        navigate(`/match-sessions/${response.data.id}`);
      }, setSaveErrors);
      return;
    }
    // A draft session's schedule: its settings and event stay as saved.
    setSaveErrors([]);
    try {
      await saveSchedule.mutateAsync({
        player_ids: proposal.settings.player_ids,
        courts: proposal.settings.courts,
        balance_by_rating: proposal.settings.balance_by_rating,
        seed,
        rounds: proposal.rounds,
      });
      navigate(`/match-sessions/${plan.id}`);
    } catch (error) {
      setSaveErrors(refusalMessages(error));
    }
  };

  /** The evening alone, planned ahead: no players and no rounds yet (its schedule is made later). */
  const handleSaveEvening = () =>
    runSave(async (evening) => {
      const response = await createEvening.mutateAsync(evening);
      navigate(`/match-sessions/${response.data.id}`);
    }, setEveningErrors);

  return (
    <Stack gap="6">
      <Form
        form={form}
        onSubmit={(output) => (output.intent === 'generate' ? handleGenerate(output.generate) : undefined)}
        aria-label={t('match-sessions:generator.title')}
      >
        <Grid
          templateColumns={{ base: 'minmax(0, 1fr)', xl: 'minmax(0, 1fr) minmax(0, 1fr)' }}
          gap="6"
          alignItems="start"
        >
          <Stack gap="6" minW="0">
            <DetailPanel title={t('match-sessions:generator.settings')}>
              <GeneratorSettings
                club={club}
                onClubChange={chooseClub}
                fullCycleRounds={proposal?.schedule.full_cycle_rounds}
                isPlanning={plan !== undefined}
              />
            </DetailPanel>
            {plan ? (
              <DetailPanel title={t('match-sessions:generator.evening')}>
                <SessionEventList session={plan} compact />
              </DetailPanel>
            ) : (
              <DetailPanel title={t('match-sessions:event.title')}>
                <Stack gap="5">
                  <Text fontSize="sm" color="fg.muted">
                    {t('match-sessions:event.generator_help')}
                  </Text>
                  <SessionEventFields
                    hasClub={values.club_id !== null && values.club_id !== undefined}
                    venueCourt={null}
                    organiserName={user ? t('match-sessions:event.organiser_me', { name: user.name }) : null}
                    organiserHelp={t('match-sessions:event.organiser_help')}
                  />
                </Stack>
              </DetailPanel>
            )}
          </Stack>
          <DetailPanel title={t('match-sessions:generator.players')}>
            <PlayersField
              selected={selected}
              onChange={choosePlayers}
              matchType={matchType}
              clubId={club?.id ?? null}
              cap={cap}
              signedUp={plan && plan.players.length === 0 ? signedUp.length : 0}
            />
          </DetailPanel>
        </Grid>
        {eveningErrors.length > 0 && (
          <Alert.Root status="error" role="alert">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>{t('match-sessions:output.save_failed')}</Alert.Title>
              <Alert.Description>
                {eveningErrors.map((message) => (
                  <Text key={message}>{message}</Text>
                ))}
              </Alert.Description>
            </Alert.Content>
          </Alert.Root>
        )}
        <FormActions submitLabel={t('match-sessions:actions.generate')}>
          <Text fontSize="sm" color="fg.muted" me="auto" alignSelf="center">
            <Shuffle size={14} aria-hidden="true" style={{ display: 'inline', marginInlineEnd: 4 }} />
            {t('match-sessions:generator.nothing_saved')}
          </Text>
          {!plan && (
            // Not a submit button: Enter in a field generates, it never saves.
            <Button
              type="button"
              variant="outline"
              onClick={handleSaveEvening}
              loading={createEvening.isPending}
            >
              <CalendarPlus size={16} aria-hidden="true" />
              {t('match-sessions:actions.save_evening')}
            </Button>
          )}
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
            isSaving={create.isPending || saveSchedule.isPending}
            saveErrors={saveErrors}
            saveLabel={plan ? t('match-sessions:actions.save_schedule') : undefined}
            courtLabel={courtLabel}
          />
        </Box>
      )}
    </Stack>
  );
}
