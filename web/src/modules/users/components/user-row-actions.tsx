import type { User } from '@pickleball/domain';
import { Eye, MessageCircle, Pencil, Power, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { RowActionsMenu } from '../../../components/row-actions-menu';
import { useAuth } from '../../../lib/auth';

export interface UserRowActionsProps {
  user: User;
  onView: (user: User) => void;
  onToggleStatus: (user: User) => void;
  onDelete: (user: User) => void;
}

/**
 * The "…" menu of a user row: view, a direct message (the chat opens it, got or created), edit,
 * activate/deactivate, delete, as the caller may.
 */
export function UserRowActions({ user, onView, onToggleStatus, onDelete }: UserRowActionsProps) {
  const { t } = useTranslation('users');
  const { can, user: me } = useAuth();
  const navigate = useNavigate();
  return (
    <RowActionsMenu
      rowLabel={user.name}
      actions={[
        { value: 'view', label: t('users:actions.view'), icon: Eye, onSelect: () => onView(user) },
        {
          value: 'message',
          label: t('users:actions.message'),
          icon: MessageCircle,
          onSelect: () => navigate(`/chat?with=${user.id}`),
          hidden: !can('chat.view') || !user.is_active || user.id === me?.id,
        },
        {
          value: 'edit',
          label: t('users:actions.edit'),
          icon: Pencil,
          onSelect: () => navigate(`/users/${user.id}/edit`),
          hidden: !can('user.edit'),
        },
        {
          value: 'toggle',
          label: t(user.is_active ? 'users:actions.deactivate' : 'users:actions.activate'),
          icon: Power,
          onSelect: () => onToggleStatus(user),
          hidden: !can('user.edit'),
        },
        {
          value: 'delete',
          label: t('users:actions.delete'),
          icon: Trash2,
          onSelect: () => onDelete(user),
          hidden: !can('user.delete'),
          destructive: true,
        },
      ]}
    />
  );
}
