import type { FairnessLabel } from '../scheduling';
import type { MatchSessionStatus } from './match-sessions.rules';

/**
 * Translation keys (catalog `match-sessions`) of the words the screens and the server's messages
 * share, written out in full so the catalog check finds each key.
 */
export const MATCH_SESSION_STATUS_LABELS: Record<MatchSessionStatus, string> = {
  draft: 'match-sessions:status.draft',
  active: 'match-sessions:status.active',
  completed: 'match-sessions:status.completed',
  cancelled: 'match-sessions:status.cancelled',
};

export const FAIRNESS_LABEL_KEYS: Record<FairnessLabel, string> = {
  excellent: 'match-sessions:fairness.excellent',
  good: 'match-sessions:fairness.good',
  fair: 'match-sessions:fairness.fair',
  needs_improvement: 'match-sessions:fairness.needs_improvement',
};
