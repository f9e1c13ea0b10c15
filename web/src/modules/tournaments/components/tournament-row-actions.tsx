import type { Tournament } from '@pickleball/domain';
import { Archive, ArchiveRestore, Eye, Pencil, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { RowActionsMenu } from '../../../components/row-actions-menu';
import { useAuth } from '../../../lib/auth';

/** Drafts and cancelled tournaments may be deleted (the server checks played matches and payments). */
export function isDeletable(tournament: Pick<Tournament, 'status'>): boolean {
  return tournament.status === 'draft' || tournament.status === 'cancelled';
}

/** The "…" menu of a tournament row: open, edit, archive or restore, delete, as the user may. */
export function TournamentRowActions({
  tournament,
  onArchive,
  onRestore,
  onDelete,
  isOpen = false,
}: {
  tournament: Tournament;
  /** On the tournament's own page: no "Open". */
  isOpen?: boolean;
  onArchive: (tournament: Tournament) => void;
  onRestore: (tournament: Tournament) => void;
  onDelete: (tournament: Tournament) => void;
}) {
  const { t } = useTranslation('tournaments');
  const { can } = useAuth();
  const navigate = useNavigate();
  const canEdit = can('tournament.edit');
  return (
    <RowActionsMenu
      rowLabel={tournament.name}
      actions={[
        {
          value: 'open',
          label: t('tournaments:actions.open'),
          icon: Eye,
          onSelect: () => navigate(`/tournaments/${tournament.id}`),
          hidden: isOpen,
        },
        {
          value: 'edit',
          label: t('tournaments:actions.edit'),
          icon: Pencil,
          onSelect: () => navigate(`/tournaments/${tournament.id}/edit`),
          hidden: !canEdit || tournament.is_archived,
        },
        {
          value: 'archive',
          label: t('tournaments:actions.archive'),
          icon: Archive,
          onSelect: () => onArchive(tournament),
          hidden: !canEdit || tournament.is_archived || tournament.status === 'in_progress',
        },
        {
          value: 'restore',
          label: t('tournaments:actions.restore'),
          icon: ArchiveRestore,
          onSelect: () => onRestore(tournament),
          hidden: !canEdit || !tournament.is_archived,
        },
        {
          value: 'delete',
          label: t('tournaments:actions.delete'),
          icon: Trash2,
          onSelect: () => onDelete(tournament),
          hidden: !canEdit || !isDeletable(tournament),
          destructive: true,
        },
      ]}
    />
  );
}
