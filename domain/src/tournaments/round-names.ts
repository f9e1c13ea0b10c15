import type { DrawBracket, RoundLabel } from './draw.types';
import type { TournamentFormat } from './tournaments.rules';

/**
 * Round names as people say them, from the engine's labels (`tournaments:round_label.<key>` with
 * its size, round or pool): "Semi-final", "Losers' round 2", "Pool 1, round 3". Where a format
 * has a second bracket beside the main one, a list names the bracket too, on screens and
 * in the server's messages alike: "Winners' bracket: Semi-final" (double elimination), "Playoff: Final" (pool play).
 */
export type Translate = (key: string, values?: Record<string, string | number>) => string;

/** Written out in full so the catalog check finds each key. */
export const ROUND_LABEL_KEYS: Record<RoundLabel['key'], string> = {
  final: 'tournaments:round_label.final',
  semi_final: 'tournaments:round_label.semi_final',
  quarter_final: 'tournaments:round_label.quarter_final',
  round_of: 'tournaments:round_label.round_of',
  losers_round: 'tournaments:round_label.losers_round',
  consolation_round: 'tournaments:round_label.consolation_round',
  losers_final: 'tournaments:round_label.losers_final',
  consolation_final: 'tournaments:round_label.consolation_final',
  grand_final: 'tournaments:round_label.grand_final',
  grand_final_reset: 'tournaments:round_label.grand_final_reset',
  bronze: 'tournaments:round_label.bronze',
  pool_round: 'tournaments:round_label.pool_round',
};

/** The round's own name, as a column of its bracket is headed. */
export function roundLabelName(t: Translate, label: RoundLabel): string {
  const { key, ...values } = label;
  return t(ROUND_LABEL_KEYS[key], values);
}

/** Which bracket's name goes before the round's in a list, if any. */
export function roundWrapper(
  format: TournamentFormat,
  bracket: DrawBracket,
): 'tournaments:round_label.in_winners' | 'tournaments:round_label.in_playoff' | null {
  if (bracket === 'winners' && format === 'double_elimination') return 'tournaments:round_label.in_winners';
  if (bracket === 'playoff') return 'tournaments:round_label.in_playoff';
  return null;
}

/** The round's full name, for a list of matches of every bracket. */
export function roundName(
  t: Translate,
  format: TournamentFormat,
  slot: { label: RoundLabel; bracket: DrawBracket },
): string {
  const name = roundLabelName(t, slot.label);
  const wrapper = roundWrapper(format, slot.bracket);
  return wrapper ? t(wrapper, { round: name }) : name;
}
