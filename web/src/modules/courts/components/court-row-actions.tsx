import type { Court } from '@pickleball/domain';
import { Archive, ArchiveRestore, Eye, Pencil } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { RowActionsMenu } from '../../../components/row-actions-menu';
import { useAuth } from '../../../lib/auth';

export interface CourtRowActionsProps {
  court: Court;
  /** Asks to archive (or restore, for an archived court). */
  onArchiveToggle: (court: Court) => void;
}

/** The "…" menu of a court row: view, edit, archive or restore, as the caller may. */
export function CourtRowActions({ court, onArchiveToggle }: CourtRowActionsProps) {
  const { t } = useTranslation('courts');
  const { can } = useAuth();
  const navigate = useNavigate();
  const isArchived = court.status === 'archived';
  return (
    <RowActionsMenu
      rowLabel={court.name}
      actions={[
        {
          value: 'view',
          label: t('courts:actions.view'),
          icon: Eye,
          onSelect: () => navigate(`/courts/${court.id}`),
        },
        {
          value: 'edit',
          label: t('courts:actions.edit'),
          icon: Pencil,
          onSelect: () => navigate(`/courts/${court.id}/edit`),
          hidden: !can('court.edit'),
        },
        {
          value: 'archive',
          label: t(isArchived ? 'courts:actions.restore' : 'courts:actions.archive'),
          icon: isArchived ? ArchiveRestore : Archive,
          onSelect: () => onArchiveToggle(court),
          hidden: !can('court.edit'),
        },
      ]}
    />
  );
}
