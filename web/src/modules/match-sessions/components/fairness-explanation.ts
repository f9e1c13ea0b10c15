import type { Fairness, FairnessLabel, MatchSessionType } from '@pickleball/domain';

/** One sentence of the fairness explanation: a translation key written out in full, and its values. */
export interface ExplanationLine {
  key: string;
  values?: Record<string, number>;
}

/** What each label means, in plain words (the label itself is the domain's FAIRNESS_LABEL_KEYS). */
export const FAIRNESS_MEANING_KEYS: Record<FairnessLabel, string> = {
  excellent: 'match-sessions:fairness_meaning.excellent',
  good: 'match-sessions:fairness_meaning.good',
  fair: 'match-sessions:fairness_meaning.fair',
  needs_improvement: 'match-sessions:fairness_meaning.needs_improvement',
};

/** A colour per label: green when it could hardly be better, red when the organiser should look again. */
export const FAIRNESS_COLORS: Record<FairnessLabel, string> = {
  excellent: 'green',
  good: 'teal',
  fair: 'orange',
  needs_improvement: 'red',
};

/** Points rounded to one decimal: the score is out of 100, finer parts mean nothing to a reader. */
const points = (value: number) => Math.round(value * 10) / 10;

/**
 * The fairness score in plain words: what made it lose points (partnerships repeated, opponents
 * met unevenly, sit-outs unevenly shared), each with the points it cost, or why it is perfect.
 * The first line says what the label means.
 */
export function explainFairness(fairness: Fairness, type: MatchSessionType): ExplanationLine[] {
  const lines: ExplanationLine[] = [{ key: FAIRNESS_MEANING_KEYS[fairness.label] }];
  if (fairness.exact) {
    lines.push({
      key:
        type === 'doubles' ? 'match-sessions:explain.exact_doubles' : 'match-sessions:explain.exact_singles',
    });
    return lines;
  }
  const cost = {
    partners: points(fairness.penalties.partners),
    opponents: points(fairness.penalties.opponents),
    sitOuts: points(fairness.penalties.sit_outs),
  };
  const causes: ExplanationLine[] = [];
  if (fairness.partner_repeats > 0 && type === 'doubles')
    causes.push({
      key: 'match-sessions:explain.partner_repeats',
      values: { count: fairness.partner_repeats, points: cost.partners },
    });
  // A spread the numbers make unavoidable costs nothing: it is said as such.
  const [fewest, most] = fairness.opponent_spread;
  if (most > fewest) {
    const values: Record<string, number> = cost.opponents > 0 ? { points: cost.opponents } : {};
    causes.push(
      fewest === 0
        ? {
            key:
              cost.opponents > 0
                ? 'match-sessions:explain.opponents_never'
                : 'match-sessions:explain.opponents_never_free',
            values: { count: most, ...values },
          }
        : {
            key:
              cost.opponents > 0
                ? 'match-sessions:explain.opponents_uneven'
                : 'match-sessions:explain.opponents_uneven_free',
            values: { most, fewest, ...values },
          },
    );
  }
  if (fairness.sit_out_spread > 0)
    causes.push(
      cost.sitOuts > 0
        ? {
            key: 'match-sessions:explain.sit_outs_uneven',
            values: { count: fairness.sit_out_spread, points: cost.sitOuts },
          }
        : { key: 'match-sessions:explain.sit_outs_uneven_free', values: { count: fairness.sit_out_spread } },
    );
  if (causes.length === 0) causes.push({ key: 'match-sessions:explain.balanced' });
  return [...lines, ...causes];
}
