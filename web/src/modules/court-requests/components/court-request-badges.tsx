import { Badge } from '@chakra-ui/react';
import type { CourtRequestStatus } from '@pickleball/domain';
import { AlarmClock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { COURT_REQUEST_STATUS_COLORS, COURT_REQUEST_STATUS_LABELS } from './court-request-labels';

export function CourtRequestStatusBadge({
  status,
  size = 'sm',
}: {
  status: CourtRequestStatus;
  size?: 'sm' | 'md' | 'lg';
}) {
  const { t } = useTranslation('court-requests');
  return (
    <Badge colorPalette={COURT_REQUEST_STATUS_COLORS[status]} size={size} whiteSpace="nowrap">
      {t(COURT_REQUEST_STATUS_LABELS[status])}
    </Badge>
  );
}

/** "Urgent": still pending after 7 days (SPEC §4). */
export function UrgentBadge({ size = 'sm' }: { size?: 'sm' | 'md' | 'lg' }) {
  const { t } = useTranslation('court-requests');
  return (
    <Badge
      colorPalette="red"
      variant="solid"
      size={size}
      whiteSpace="nowrap"
      title={t('court-requests:urgent_help')}
    >
      <AlarmClock size={12} aria-hidden="true" />
      {t('court-requests:urgent')}
    </Badge>
  );
}
