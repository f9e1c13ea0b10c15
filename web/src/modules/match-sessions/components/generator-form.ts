import {
  type MatchSession,
  type SessionCreateInput,
  SessionCreateInputSchema,
  type SessionGenerateInput,
  SessionGenerateInputSchema,
} from '@pickleball/domain';
import { z } from 'zod';
import { checkedFormSchema } from '../../../components/form/checked-schema';
import { courtsForNames } from './court-names';
import { checkEventFee, type EventFormValues, eventToForm, toEventInput } from './session-event-form';

/**
 * The generator's form: the settings and players a schedule is generated from, and the event
 * ("When and where") the session is saved with. Generate checks the settings and players (the
 * event is not part of a proposal); a save checks the name, settings and event (the players and
 * rounds are the proposal's, or none for an evening planned ahead).
 */
export type GeneratorFormValues = z.input<typeof SessionGenerateInputSchema> & EventFormValues;

/** What the form is asked for: a proposal, or a save (of a proposal, or of the evening alone). */
export type GeneratorIntent = 'generate' | 'save';

/** Generate gives the proposal's settings; a save, the session's body without players or rounds. */
export type GeneratorOutput =
  | { intent: 'generate'; generate: SessionGenerateInput }
  | { intent: 'save'; evening: SessionCreateInput };

/** The form's values as POST /match-sessions takes an evening with no players and no rounds yet. */
export function toEveningInput(values: GeneratorFormValues, locale: string): Record<string, unknown> {
  return { ...toEventInput(values, locale), player_ids: [], rounds: [], seed: 0 };
}

/** A new evening: the usual settings, no players, and the event's first guess (today, the next full hour). */
export function newGeneratorForm(locale: string, now: Date = new Date()): GeneratorFormValues {
  return {
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
    ...eventToForm(undefined, locale, now),
  };
}

/**
 * A draft session to plan (`?session=`): its settings, event and players as saved; its named
 * courts set the number of courts.
 */
export function sessionToGeneratorForm(session: MatchSession, locale: string): GeneratorFormValues {
  return {
    name: session.name,
    match_type: session.match_type,
    club_id: session.club?.id ?? null,
    best_of: session.best_of as GeneratorFormValues['best_of'],
    target_points: session.target_points as GeneratorFormValues['target_points'],
    win_by: session.win_by as GeneratorFormValues['win_by'],
    match_duration_minutes: session.match_duration_minutes,
    courts: courtsForNames(session.court_names, session.courts),
    player_ids: session.players.map((player) => player.id),
    balance_by_rating: session.balance_by_rating,
    rounds: null,
    seed: null,
    ...eventToForm(session, locale),
  };
}

/**
 * The form's schema, by intent (`getIntent`, read at each check): Generate by the API's
 * SessionGenerateInputSchema; a save by its SessionCreateInputSchema with no players or rounds,
 * the fee as typed checked first. `getLocale` gives the language the fee is read in.
 */
export function createGeneratorFormSchema(
  getLocale: () => string,
  getIntent: () => GeneratorIntent,
): z.ZodType<GeneratorOutput, GeneratorFormValues> {
  const evening = checkedFormSchema(
    (values: GeneratorFormValues) => checkEventFee(values, getLocale()),
    (values: GeneratorFormValues) => toEveningInput(values, getLocale()),
    SessionCreateInputSchema,
  );
  return z.custom<GeneratorFormValues>().transform((values, ctx): GeneratorOutput => {
    const intent = getIntent();
    const result =
      intent === 'generate' ? SessionGenerateInputSchema.safeParse(values) : evening.safeParse(values);
    if (!result.success) {
      for (const issue of result.error.issues) ctx.addIssue({ ...issue, input: undefined });
      return z.NEVER;
    }
    return intent === 'generate'
      ? { intent, generate: result.data as SessionGenerateInput }
      : { intent, evening: result.data as SessionCreateInput };
  }) as unknown as z.ZodType<GeneratorOutput, GeneratorFormValues>;
}

/**
 * A proposal saved as a session: its settings and players as generated (the rounds after any
 * swaps), with the name and event as the form says now.
 */
export function proposalToSession(
  evening: SessionCreateInput,
  settings: SessionGenerateInput,
  rounds: SessionCreateInput['rounds'],
  seed: number,
): SessionCreateInput {
  const { name: _name, rounds: _rounds, seed: _seed, ...generated } = settings;
  return { ...evening, ...generated, seed, rounds };
}
