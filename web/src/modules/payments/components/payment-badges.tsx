import { Badge, HStack } from '@chakra-ui/react';
import type { GatewayMode, PaymentFlag, PaymentProvider, PaymentStatus } from '@pickleball/domain';
import { TriangleAlert } from 'lucide-react';
import { PROVIDER_COLORS, PROVIDER_NAMES, STATUS_COLORS, usePaymentLabels } from './payment-labels';

export function PaymentStatusBadge({ status, size }: { status: PaymentStatus; size?: 'sm' | 'md' | 'lg' }) {
  const labels = usePaymentLabels();
  return (
    <Badge colorPalette={STATUS_COLORS[status]} variant="subtle" size={size}>
      {labels.statusLabel(status)}
    </Badge>
  );
}

/** Something staff should look at (SPEC: a payment the gateway never confirmed…). */
export function FlagBadge({ flag }: { flag: PaymentFlag }) {
  const labels = usePaymentLabels();
  return (
    <Badge colorPalette="orange" variant="solid">
      <TriangleAlert size={12} aria-hidden="true" />
      {labels.flagLabel(flag)}
    </Badge>
  );
}

/** The status, and the flag when there is one. */
export function PaymentStatusBadges({ status, flag }: { status: PaymentStatus; flag: PaymentFlag | null }) {
  return (
    <HStack gap="1" flexWrap="wrap">
      <PaymentStatusBadge status={status} />
      {flag && <FlagBadge flag={flag} />}
    </HStack>
  );
}

export function ProviderBadge({ provider }: { provider: PaymentProvider }) {
  return (
    <Badge colorPalette={PROVIDER_COLORS[provider]} variant="surface">
      {PROVIDER_NAMES[provider]}
    </Badge>
  );
}

/** Sandbox in orange, so a test gateway is never mistaken for one that takes real money. */
export function ModeBadge({ mode }: { mode: GatewayMode }) {
  const labels = usePaymentLabels();
  return (
    <Badge colorPalette={mode === 'live' ? 'green' : 'orange'} variant="outline">
      {labels.modeLabel(mode)}
    </Badge>
  );
}
