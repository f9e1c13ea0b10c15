import { z } from 'zod';
import type { Fault, RallyEvent, ScoringEvent, ScoringRules } from './scoring.types';

/**
 * Input schemas for the scoring API. No English here: built-in issues map to `validation:*` keys
 * (a wrong literal reads as `one_of` with its options).
 */

export const TARGET_POINTS = [11, 15, 21] as const;
export const WIN_BY = [1, 2] as const;
export const BEST_OF = [1, 3, 5] as const;
export const RALLY_VARIANTS = ['usap-2026', 'usap-2025', 'mlp'] as const;
export const FAULT_TYPES = ['out', 'net', 'two-bounce', 'kitchen'] as const;
export const FAULT_DESCRIPTION_MAX_LENGTH = 500;

export const TeamSchema = z.enum(['A', 'B']);

export const ScoringRulesSchema = z.object({
  scoring: z.enum(['sideout', 'rally']),
  discipline: z.enum(['singles', 'doubles']),
  targetPoints: z.literal(TARGET_POINTS),
  winBy: z.literal(WIN_BY),
  bestOf: z.literal(BEST_OF),
  firstServer: TeamSchema,
  tiebreakTarget: z.number().int('integer').min(1, 'number_min').optional(),
  rallyVariant: z.enum(RALLY_VARIANTS).optional(),
}) satisfies z.ZodType<ScoringRules>;

export const FaultSchema = z.object({
  team: TeamSchema,
  player: z.literal([0, 1]).optional(),
  type: z.enum(FAULT_TYPES),
  description: z.string().max(FAULT_DESCRIPTION_MAX_LENGTH, 'string_max').optional(),
}) satisfies z.ZodType<Fault>;

export const RallyEventSchema = z.object({
  kind: z.literal('rally'),
  winner: TeamSchema,
}) satisfies z.ZodType<RallyEvent>;

export const FaultEventSchema = z.object({
  kind: z.literal('fault'),
  fault: FaultSchema,
});

export const ScoringEventSchema = z.discriminatedUnion('kind', [
  RallyEventSchema,
  FaultEventSchema,
]) satisfies z.ZodType<ScoringEvent>;
