import type { Task } from '@pickleball/domain';
import { Archive, ArchiveRestore, Pencil } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { RowActionsMenu } from '../../../components/row-actions-menu';
import { useAuth } from '../../../lib/auth';
import { useSetTaskArchived } from '../api/archive-task';

/** The "…" menu of a task row: edit, archive or restore, as the user may. */
export function TaskRowActions({ task, onArchive }: { task: Task; onArchive: (task: Task) => void }) {
  const { t } = useTranslation('tasks');
  const { can } = useAuth();
  const navigate = useNavigate();
  const setArchived = useSetTaskArchived();
  const canEdit = can('task.edit');
  return (
    <RowActionsMenu
      rowLabel={task.title}
      actions={[
        {
          value: 'edit',
          label: t('tasks:actions.edit'),
          icon: Pencil,
          onSelect: () => navigate(`/tasks/${task.id}/edit`),
          hidden: !canEdit || task.is_archived,
        },
        {
          value: 'archive',
          label: t('tasks:actions.archive'),
          icon: Archive,
          onSelect: () => onArchive(task),
          hidden: !canEdit || task.is_archived,
        },
        {
          value: 'restore',
          label: t('tasks:actions.restore'),
          icon: ArchiveRestore,
          onSelect: () => setArchived.mutate({ id: task.id, archived: false }),
          hidden: !canEdit || !task.is_archived,
        },
      ]}
    />
  );
}
