import { Badge, type BadgeProps } from '@chakra-ui/react';
import type { ClubRole, ClubStatus, JoinRequestStatus } from '@pickleball/domain';
import { useTranslation } from 'react-i18next';
import {
  CLUB_ROLE_COLORS,
  CLUB_ROLE_KEYS,
  CLUB_STATUS_COLORS,
  CLUB_STATUS_KEYS,
  JOIN_REQUEST_STATUS_COLORS,
  JOIN_REQUEST_STATUS_KEYS,
} from './club-labels';

/** The club's status, and "Hidden" when it is switched off. */
export function ClubStatusBadge({
  status,
  isActive = true,
  size,
}: {
  status: ClubStatus;
  isActive?: boolean;
  size?: BadgeProps['size'];
}) {
  const { t } = useTranslation('clubs');
  return (
    <>
      <Badge colorPalette={CLUB_STATUS_COLORS[status]} variant="subtle" size={size}>
        {t(CLUB_STATUS_KEYS[status])}
      </Badge>
      {!isActive && (
        <Badge colorPalette="gray" variant="outline" size={size} ms="1">
          {t('clubs:inactive_flag')}
        </Badge>
      )}
    </>
  );
}

export function ClubRoleBadge({ role }: { role: ClubRole }) {
  const { t } = useTranslation('clubs');
  return (
    <Badge colorPalette={CLUB_ROLE_COLORS[role]} variant={role === 'member' ? 'outline' : 'subtle'}>
      {t(CLUB_ROLE_KEYS[role])}
    </Badge>
  );
}

export function JoinRequestStatusBadge({ status }: { status: JoinRequestStatus }) {
  const { t } = useTranslation('clubs');
  return (
    <Badge colorPalette={JOIN_REQUEST_STATUS_COLORS[status]} variant="subtle">
      {t(JOIN_REQUEST_STATUS_KEYS[status])}
    </Badge>
  );
}
