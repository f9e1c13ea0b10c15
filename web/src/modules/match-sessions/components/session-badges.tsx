import { Badge } from '@chakra-ui/react';
import type { FairnessLabel, MatchSessionStatus, MatchWorkflowStatus } from '@pickleball/domain';
import { MATCH_STATUS_COLORS } from '@pickleball/domain/matches/matches.labels';
import { useTranslation } from 'react-i18next';
import { FAIRNESS_COLORS } from './fairness-explanation';
import { SESSION_STATUS_COLORS, useSessionLabels } from './session-labels';

export function SessionStatusBadge({
  status,
  size = 'sm',
  variant = 'subtle',
}: {
  status: MatchSessionStatus;
  size?: 'sm' | 'md' | 'lg';
  /** `solid`: the calendar's legend, in its events' colours. */
  variant?: 'subtle' | 'solid';
}) {
  const { statusLabel } = useSessionLabels();
  return (
    <Badge colorPalette={SESSION_STATUS_COLORS[status]} variant={variant} size={size} whiteSpace="nowrap">
      {statusLabel(status)}
    </Badge>
  );
}

/** The fairness label in its colour, with the score when given: "Excellent · 100". */
export function FairnessBadge({
  label,
  score,
  size = 'sm',
}: {
  label: FairnessLabel;
  score?: number;
  size?: 'sm' | 'md' | 'lg';
}) {
  const { t } = useTranslation('match-sessions');
  const { fairnessLabel } = useSessionLabels();
  return (
    <Badge colorPalette={FAIRNESS_COLORS[label]} variant="surface" size={size} whiteSpace="nowrap">
      {score === undefined
        ? fairnessLabel(label)
        : t('match-sessions:fairness_with_score', { label: fairnessLabel(label), score })}
    </Badge>
  );
}

/** A generated game's match status as the matches module words it; "Not started" before the session starts. */
export function MatchStateBadge({
  status,
  size = 'sm',
}: {
  status: string | null;
  size?: 'sm' | 'md' | 'lg';
}) {
  const { t } = useTranslation('match-sessions');
  const { matchStatusLabel } = useSessionLabels();
  if (status === null)
    return (
      <Badge variant="outline" size={size} whiteSpace="nowrap">
        {t('match-sessions:board.not_started')}
      </Badge>
    );
  return (
    <Badge
      colorPalette={MATCH_STATUS_COLORS[status as MatchWorkflowStatus] ?? 'gray'}
      variant={status === 'inprogress' ? 'solid' : 'subtle'}
      size={size}
      whiteSpace="nowrap"
    >
      {matchStatusLabel(status)}
    </Badge>
  );
}
