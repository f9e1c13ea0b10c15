import { Badge, HStack } from '@chakra-ui/react';
import type { RoleSummary } from '@pickleball/domain';
import { useTranslation } from 'react-i18next';
import { useAccessLabels } from '../../../components/access-labels';

/** "Active" in green or "Inactive" in grey. */
export function UserStatusBadge({ isActive }: { isActive: boolean }) {
  const { t } = useTranslation('users');
  return (
    <Badge colorPalette={isActive ? 'green' : 'gray'} variant="subtle">
      {t(isActive ? 'users:status.active' : 'users:status.inactive')}
    </Badge>
  );
}

/** "Verified" or "Unverified" e-mail. */
export function EmailVerifiedBadge({ verified }: { verified: boolean }) {
  const { t } = useTranslation('users');
  return (
    <Badge colorPalette={verified ? 'blue' : 'orange'} variant="outline">
      {t(verified ? 'users:verification.verified' : 'users:verification.unverified')}
    </Badge>
  );
}

/** The user's roles as badges, in the user's language. */
export function RoleBadges({ roles }: { roles: readonly RoleSummary[] }) {
  const { roleLabel } = useAccessLabels();
  const { t } = useTranslation('users');
  if (roles.length === 0)
    return (
      <Badge variant="plain" color="fg.muted">
        {t('users:no_roles')}
      </Badge>
    );
  return (
    <HStack gap="1" flexWrap="wrap">
      {roles.map((role) => (
        <Badge key={role.id} colorPalette={role.name === 'super_admin' ? 'purple' : 'teal'} variant="subtle">
          {roleLabel(role)}
        </Badge>
      ))}
    </HStack>
  );
}
