import { Badge, type BadgeProps } from '@chakra-ui/react';
import type { DeviceStatus } from '@pickleball/domain';
import { useTranslation } from 'react-i18next';
import { DEVICE_STATUS_COLORS, DEVICE_STATUS_KEYS } from './device-labels';

/** The device's status, and "Archived" when it is archived. */
export function DeviceStatusBadge({
  status,
  isArchived = false,
  size,
}: {
  status: DeviceStatus;
  isArchived?: boolean;
  size?: BadgeProps['size'];
}) {
  const { t } = useTranslation('devices');
  return (
    <>
      <Badge colorPalette={DEVICE_STATUS_COLORS[status]} variant="subtle" size={size}>
        {t(DEVICE_STATUS_KEYS[status])}
      </Badge>
      {isArchived && (
        <Badge colorPalette="purple" variant="outline" size={size} ms="1">
          {t('devices:archived_flag')}
        </Badge>
      )}
    </>
  );
}
