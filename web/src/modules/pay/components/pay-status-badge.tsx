import { Badge } from '@chakra-ui/react';
import type { PaymentStatus } from '@pickleball/domain';
import { useTranslation } from 'react-i18next';
import { PAY_STATUS_COLORS, PAY_STATUS_LABELS } from './pay-labels';

export function PayStatusBadge({ status, size }: { status: PaymentStatus; size?: 'sm' | 'md' | 'lg' }) {
  const { t } = useTranslation('payments');
  return (
    <Badge colorPalette={PAY_STATUS_COLORS[status]} variant="subtle" size={size}>
      {t(PAY_STATUS_LABELS[status])}
    </Badge>
  );
}
