import { IconButton, Menu, Portal } from '@chakra-ui/react';
import type { Club } from '@pickleball/domain';
import { Eye, MoreHorizontal, Pencil, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useAuth } from '../../../lib/auth';

/** The "…" menu of a club row: view, edit, members, as the user may. */
export function ClubRowActions({ club }: { club: Club }) {
  const { t } = useTranslation(['clubs', 'ui']);
  const { can } = useAuth();
  const navigate = useNavigate();
  return (
    <Menu.Root positioning={{ placement: 'bottom-end' }}>
      <Menu.Trigger asChild>
        <IconButton size="xs" variant="ghost" aria-label={t('ui:table.row_actions', { row: club.name })}>
          <MoreHorizontal />
        </IconButton>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content>
            <Menu.Item value="view" onSelect={() => navigate(`/clubs/${club.id}`)}>
              <Eye size={14} aria-hidden="true" />
              {t('clubs:actions.view')}
            </Menu.Item>
            {can('club.edit') && (
              <Menu.Item value="edit" onSelect={() => navigate(`/clubs/${club.id}/edit`)}>
                <Pencil size={14} aria-hidden="true" />
                {t('clubs:actions.edit')}
              </Menu.Item>
            )}
            {can('club.member.manage') && (
              <Menu.Item value="members" onSelect={() => navigate(`/clubs/${club.id}/members`)}>
                <Users size={14} aria-hidden="true" />
                {t('clubs:actions.members')}
              </Menu.Item>
            )}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
