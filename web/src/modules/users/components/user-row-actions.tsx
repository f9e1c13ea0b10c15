import { IconButton, Menu, Portal } from '@chakra-ui/react';
import type { User } from '@pickleball/domain';
import { Eye, MoreHorizontal, Pencil, Power, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useAuth } from '../../../lib/auth';

export interface UserRowActionsProps {
  user: User;
  onView: (user: User) => void;
  onToggleStatus: (user: User) => void;
  onDelete: (user: User) => void;
}

/** The "…" menu of a user row: view, edit, activate/deactivate, delete, as the caller may. */
export function UserRowActions({ user, onView, onToggleStatus, onDelete }: UserRowActionsProps) {
  const { t } = useTranslation(['users', 'ui']);
  const { can } = useAuth();
  const navigate = useNavigate();
  return (
    <Menu.Root positioning={{ placement: 'bottom-end' }}>
      <Menu.Trigger asChild>
        <IconButton size="xs" variant="ghost" aria-label={t('ui:table.row_actions', { row: user.name })}>
          <MoreHorizontal />
        </IconButton>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content>
            <Menu.Item value="view" onSelect={() => onView(user)}>
              <Eye size={14} aria-hidden="true" />
              {t('users:actions.view')}
            </Menu.Item>
            {can('user.edit') && (
              <Menu.Item value="edit" onSelect={() => navigate(`/users/${user.id}/edit`)}>
                <Pencil size={14} aria-hidden="true" />
                {t('users:actions.edit')}
              </Menu.Item>
            )}
            {can('user.edit') && (
              <Menu.Item value="toggle" onSelect={() => onToggleStatus(user)}>
                <Power size={14} aria-hidden="true" />
                {t(user.is_active ? 'users:actions.deactivate' : 'users:actions.activate')}
              </Menu.Item>
            )}
            {can('user.delete') && (
              <Menu.Item
                value="delete"
                color="fg.error"
                _hover={{ bg: 'bg.error', color: 'fg.error' }}
                onSelect={() => onDelete(user)}
              >
                <Trash2 size={14} aria-hidden="true" />
                {t('users:actions.delete')}
              </Menu.Item>
            )}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
