import type { GeneratedSchedule, SessionGenerateInput } from '@pickleball/domain';
import { SESSION_SEED_MAX } from '@pickleball/domain/match-sessions/match-sessions.rules';
import { ApiError } from '../../../lib/api-client';
import type { GeneratorFormValues } from './generator-form';
import type { EditableRound } from './schedule-swap';
import { EVENT_FIELDS } from './session-event-form';

/**
 * The generator's proposal (the match generator page): what is on screen, whether the form still
 * matches it, and a refused save in words. Pure, beside the workspace that uses them.
 */

/** The fields a refused save names that the form shows (the schedule's own land in the output's alert). */
export const SAVE_FIELDS: readonly string[] = ['name', 'courts', ...EVENT_FIELDS];

/** A new random seed: the same settings give another schedule. */
export const randomSeed = () => Math.floor(Math.random() * SESSION_SEED_MAX);

/** The proposal on screen, with the settings it was made from and the organiser's swaps. */
export interface Proposal {
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

export function sameSettings(form: Partial<GeneratorFormValues>, proposal: SessionGenerateInput): boolean {
  return SETTING_FIELDS.every(
    (field) => JSON.stringify(form[field] ?? null) === JSON.stringify(proposal[field] ?? null),
  );
}

/** Messages of a refused save, one per line (its fields are the schedule's, not the form's). */
export function refusalMessages(error: unknown): string[] {
  if (error instanceof ApiError) {
    const fields = Object.values(error.fieldErrors).flat();
    return fields.length > 0 ? [...new Set(fields)] : [error.message];
  }
  return [error instanceof Error ? error.message : String(error)];
}
