import { type Permission, SUPER_ADMIN_ROLE } from '@pickleball/domain';
import { useTranslation } from 'react-i18next';
import { useAccessLabels } from '../../../components/access-labels';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useDeletePermission } from '../api/delete-permission';

export interface DeletePermissionDialogProps {
  /** The permission to delete; null closes the dialog. */
  permission: Permission | null;
  onClose: () => void;
}

/**
 * Confirms deleting a permission. One that roles hold cannot be deleted (SPEC §6): the dialog says
 * so with SPEC §8's message, and shows the server's refusal if the list was stale.
 */
export function DeletePermissionDialog({ permission, onClose }: DeletePermissionDialogProps) {
  const { t } = useTranslation(['permissions', 'errors']);
  const { permissionLabel } = useAccessLabels();
  const deletePermission = useDeletePermission();
  const blockedReason = !permission
    ? undefined
    : permission.is_system
      ? t('errors:permission.protected')
      : // super_admin holds every permission implicitly; only other roles keep one in use.
        permission.roles.some((role) => role.name !== SUPER_ADMIN_ROLE)
        ? t('errors:permission.in_use')
        : undefined;
  return (
    <ConfirmDialog
      open={permission !== null}
      onOpenChange={(open) => !open && onClose()}
      irreversible
      title={permission ? t('permissions:delete.title', { name: permissionLabel(permission) }) : ''}
      description={permission ? t('permissions:delete.description', { name: permission.name }) : undefined}
      blockedReason={blockedReason}
      onConfirm={() => (permission ? deletePermission.mutateAsync(permission.id) : Promise.resolve())}
    />
  );
}
