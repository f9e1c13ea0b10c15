import { IconButton, Menu, Portal } from '@chakra-ui/react';
import type { Court } from '@pickleball/domain';
import { Archive, ArchiveRestore, Eye, MoreHorizontal, Pencil } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useAuth } from '../../../lib/auth';

export interface CourtRowActionsProps {
  court: Court;
  /** Asks to archive (or restore, for an archived court). */
  onArchiveToggle: (court: Court) => void;
}

/** The "…" menu of a court row: view, edit, archive or restore, as the caller may. */
export function CourtRowActions({ court, onArchiveToggle }: CourtRowActionsProps) {
  const { t } = useTranslation(['courts', 'ui']);
  const { can } = useAuth();
  const navigate = useNavigate();
  const isArchived = court.status === 'archived';
  return (
    <Menu.Root positioning={{ placement: 'bottom-end' }}>
      <Menu.Trigger asChild>
        <IconButton size="xs" variant="ghost" aria-label={t('ui:table.row_actions', { row: court.name })}>
          <MoreHorizontal />
        </IconButton>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content>
            <Menu.Item value="view" onSelect={() => navigate(`/courts/${court.id}`)}>
              <Eye size={14} aria-hidden="true" />
              {t('courts:actions.view')}
            </Menu.Item>
            {can('court.edit') && (
              <Menu.Item value="edit" onSelect={() => navigate(`/courts/${court.id}/edit`)}>
                <Pencil size={14} aria-hidden="true" />
                {t('courts:actions.edit')}
              </Menu.Item>
            )}
            {can('court.edit') && (
              <Menu.Item value="archive" onSelect={() => onArchiveToggle(court)}>
                {isArchived ? (
                  <ArchiveRestore size={14} aria-hidden="true" />
                ) : (
                  <Archive size={14} aria-hidden="true" />
                )}
                {t(isArchived ? 'courts:actions.restore' : 'courts:actions.archive')}
              </Menu.Item>
            )}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
