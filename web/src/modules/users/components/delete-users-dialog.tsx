import type { User } from '@pickleball/domain';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useDeleteUsers } from '../api/delete-user';

export interface DeleteUsersDialogProps {
  /** The users to delete; empty closes the dialog. */
  users: readonly User[];
  onClose: () => void;
  /** Called after the users are deleted. */
  onDeleted?: () => void;
}

/** Confirms deleting one or several users; says it cannot be undone and shows the server's refusal. */
export function DeleteUsersDialog({ users, onClose, onDeleted }: DeleteUsersDialogProps) {
  const { t } = useTranslation('users');
  const deleteUsers = useDeleteUsers();
  const single = users.length === 1 ? users[0] : undefined;
  return (
    <ConfirmDialog
      open={users.length > 0}
      onOpenChange={(open) => !open && onClose()}
      irreversible
      title={
        single
          ? t('users:delete.title', { name: single.name })
          : t('users:delete.title_many', { count: users.length })
      }
      description={
        single ? t('users:delete.description') : t('users:delete.description_many', { count: users.length })
      }
      onConfirm={async () => {
        await deleteUsers.mutateAsync(users.map((user) => user.id));
        onDeleted?.();
      }}
    />
  );
}
