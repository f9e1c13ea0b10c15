import { Badge, HStack } from '@chakra-ui/react';
import type { CourtStatus } from '@pickleball/domain';
import { useTranslation } from 'react-i18next';
import { COURT_STATUS_COLORS, useCourtLabels } from './court-labels';

/** The court's status in its colour, and "Hidden" when it is switched off for the public. */
export function CourtStatusBadge({
  status,
  isActive = true,
  size = 'sm',
}: {
  status: CourtStatus;
  isActive?: boolean;
  size?: 'sm' | 'md' | 'lg';
}) {
  const { t } = useTranslation('courts');
  const { statusLabel } = useCourtLabels();
  return (
    <HStack gap="1" flexWrap="wrap">
      <Badge colorPalette={COURT_STATUS_COLORS[status]} size={size} whiteSpace="nowrap">
        {statusLabel(status)}
      </Badge>
      {!isActive && status !== 'archived' && (
        <Badge colorPalette="gray" variant="outline" size={size} whiteSpace="nowrap">
          {t('courts:hidden')}
        </Badge>
      )}
    </HStack>
  );
}
