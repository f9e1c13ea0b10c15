import type { Role } from '@pickleball/domain';
import { useTranslation } from 'react-i18next';
import { useAccessLabels } from '../../../components/access-labels';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useDeleteRole } from '../api/delete-role';

export interface DeleteRoleDialogProps {
  /** The role to delete; null closes the dialog. */
  role: Role | null;
  onClose: () => void;
}

/**
 * Confirms deleting a role. A role that users hold cannot be deleted (SPEC §6): the dialog says so
 * with SPEC §8's message before asking, and shows the server's refusal if the list was stale.
 */
export function DeleteRoleDialog({ role, onClose }: DeleteRoleDialogProps) {
  const { t } = useTranslation(['roles', 'errors']);
  const { roleLabel } = useAccessLabels();
  const deleteRole = useDeleteRole();
  const blockedReason = !role
    ? undefined
    : role.is_system
      ? t('errors:role.protected')
      : role.users_count > 0
        ? t('errors:role.in_use')
        : undefined;
  return (
    <ConfirmDialog
      open={role !== null}
      onOpenChange={(open) => !open && onClose()}
      irreversible
      title={role ? t('roles:delete.title', { name: roleLabel(role) }) : ''}
      description={role ? t('roles:delete.description', { count: role.users_count }) : undefined}
      blockedReason={blockedReason}
      onConfirm={() => (role ? deleteRole.mutateAsync(role.id) : Promise.resolve())}
    />
  );
}
