import type { Club } from '@pickleball/domain';
import { Eye, Pencil, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { RowActionsMenu } from '../../../components/row-actions-menu';
import { useAuth } from '../../../lib/auth';

/** The "…" menu of a club row: view, edit, members, as the user may. */
export function ClubRowActions({ club }: { club: Club }) {
  const { t } = useTranslation('clubs');
  const { can } = useAuth();
  const navigate = useNavigate();
  return (
    <RowActionsMenu
      rowLabel={club.name}
      actions={[
        {
          value: 'view',
          label: t('clubs:actions.view'),
          icon: Eye,
          onSelect: () => navigate(`/clubs/${club.id}`),
        },
        {
          value: 'edit',
          label: t('clubs:actions.edit'),
          icon: Pencil,
          onSelect: () => navigate(`/clubs/${club.id}/edit`),
          hidden: !can('club.edit'),
        },
        {
          value: 'members',
          label: t('clubs:actions.members'),
          icon: Users,
          onSelect: () => navigate(`/clubs/${club.id}/members`),
          hidden: !can('club.member.manage'),
        },
      ]}
    />
  );
}
