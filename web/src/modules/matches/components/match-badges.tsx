import { Badge } from '@chakra-ui/react';
import type { ConfirmationStatus, MatchWorkflowStatus } from '@pickleball/domain';
import { MATCH_STATUS_COLORS } from '@pickleball/domain/matches/matches.labels';
import { BadgeCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useMatchLabels } from './match-labels';

/** The match's workflow status, translated, in its colour; a pulsing dot while it is live. */
export function MatchStatusBadge({
  status,
  size = 'sm',
}: {
  status: MatchWorkflowStatus;
  size?: 'sm' | 'md' | 'lg';
}) {
  const { statusLabel } = useMatchLabels();
  return (
    <Badge
      colorPalette={MATCH_STATUS_COLORS[status]}
      variant={status === 'verified' ? 'solid' : 'subtle'}
      size={size}
      whiteSpace="nowrap"
    >
      {statusLabel(status)}
    </Badge>
  );
}

/** "Certified" with a check, for certified results. */
export function CertifiedBadge() {
  const { t } = useTranslation('matches');
  return (
    <Badge colorPalette="green" variant="outline" whiteSpace="nowrap">
      <BadgeCheck size={12} aria-hidden="true" />
      {t('matches:certified')}
    </Badge>
  );
}

const CONFIRMATION_COLORS: Record<ConfirmationStatus, string> = {
  pending: 'gray',
  confirmed: 'green',
  disputed: 'orange',
};

/** A player's answer to a submitted result. */
export function ConfirmationBadge({ status }: { status: ConfirmationStatus }) {
  const { confirmationLabel } = useMatchLabels();
  return (
    <Badge colorPalette={CONFIRMATION_COLORS[status]} variant="subtle" whiteSpace="nowrap">
      {confirmationLabel(status)}
    </Badge>
  );
}
