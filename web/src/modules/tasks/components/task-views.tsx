import { Columns3, List } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ViewLinks } from '../../../components/view-links';
import { useAuth } from '../../../lib/auth';

/** The header's actions of both task pages: list or board, and a new task. */
export function TaskViews({ current }: { current: 'list' | 'kanban' }) {
  const { t } = useTranslation('tasks');
  const { can } = useAuth();
  return (
    <ViewLinks
      views={[
        { value: 'list', to: '/tasks', label: t('tasks:views.list'), icon: List },
        { value: 'kanban', to: '/tasks/kanban', label: t('tasks:views.kanban'), icon: Columns3 },
      ]}
      current={current}
      create={can('task.create') ? { to: '/tasks/create', label: t('tasks:actions.create') } : null}
    />
  );
}
