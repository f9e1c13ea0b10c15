import { Badge, type BadgeProps } from '@chakra-ui/react';
import type {
  RegistrationPaymentStatus,
  RegistrationStatus,
  TournamentMatchStatus,
  TournamentStatus,
} from '@pickleball/domain';
import {
  MATCH_STATUS_COLORS,
  PAYMENT_STATUS_COLORS,
  REGISTRATION_STATUS_COLORS,
  TOURNAMENT_STATUS_COLORS,
  useTournamentLabels,
} from './tournament-labels';

export function TournamentStatusBadge({
  status,
  size,
  variant,
}: {
  status: TournamentStatus;
  size?: BadgeProps['size'];
  /** `solid`: the calendar's legend, as its events are drawn. */
  variant?: BadgeProps['variant'];
}) {
  const labels = useTournamentLabels();
  return (
    <Badge colorPalette={TOURNAMENT_STATUS_COLORS[status]} size={size} variant={variant}>
      {labels.status(status)}
    </Badge>
  );
}

export function RegistrationStatusBadge({ status }: { status: RegistrationStatus }) {
  const labels = useTournamentLabels();
  return <Badge colorPalette={REGISTRATION_STATUS_COLORS[status]}>{labels.registrationStatus(status)}</Badge>;
}

export function PaymentStatusBadge({ status }: { status: RegistrationPaymentStatus }) {
  const labels = useTournamentLabels();
  return (
    <Badge variant="outline" colorPalette={PAYMENT_STATUS_COLORS[status]}>
      {labels.paymentStatus(status)}
    </Badge>
  );
}

export function MatchStatusBadge({ status }: { status: TournamentMatchStatus }) {
  const labels = useTournamentLabels();
  return <Badge colorPalette={MATCH_STATUS_COLORS[status]}>{labels.matchStatus(status)}</Badge>;
}
