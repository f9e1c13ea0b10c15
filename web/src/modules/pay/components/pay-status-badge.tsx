import { Badge } from '@chakra-ui/react';
import type { PaymentStatus } from '@pickleball/domain';
import { PAYMENT_STATUS_COLORS, PAYMENT_STATUS_LABELS } from '@pickleball/domain/payments/payments.labels';
import { useTranslation } from 'react-i18next';

export function PayStatusBadge({ status, size }: { status: PaymentStatus; size?: 'sm' | 'md' | 'lg' }) {
  const { t } = useTranslation('payments');
  return (
    <Badge colorPalette={PAYMENT_STATUS_COLORS[status]} variant="subtle" size={size}>
      {t(PAYMENT_STATUS_LABELS[status])}
    </Badge>
  );
}
