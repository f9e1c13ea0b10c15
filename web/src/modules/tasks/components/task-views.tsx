import { Button, ButtonGroup } from '@chakra-ui/react';
import { Columns3, List, Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { useAuth } from '../../../lib/auth';

/** The header's actions of both task pages: list or board, and a new task. */
export function TaskViews({ current }: { current: 'list' | 'kanban' }) {
  const { t } = useTranslation('tasks');
  const { can } = useAuth();
  return (
    <>
      <ButtonGroup size="sm" variant="outline" attached>
        <Button
          asChild
          variant={current === 'list' ? 'solid' : 'outline'}
          aria-current={current === 'list' ? 'page' : undefined}
        >
          <RouterLink to="/tasks">
            <List size={16} aria-hidden="true" />
            {t('tasks:views.list')}
          </RouterLink>
        </Button>
        <Button
          asChild
          variant={current === 'kanban' ? 'solid' : 'outline'}
          aria-current={current === 'kanban' ? 'page' : undefined}
        >
          <RouterLink to="/tasks/kanban">
            <Columns3 size={16} aria-hidden="true" />
            {t('tasks:views.kanban')}
          </RouterLink>
        </Button>
      </ButtonGroup>
      {can('task.create') && (
        <Button asChild colorPalette="blue" size="sm">
          <RouterLink to="/tasks/create">
            <Plus size={16} aria-hidden="true" />
            {t('tasks:actions.create')}
          </RouterLink>
        </Button>
      )}
    </>
  );
}
