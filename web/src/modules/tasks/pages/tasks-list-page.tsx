import { Button, Stack } from '@chakra-ui/react';
import type { Task } from '@pickleball/domain';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { DataTable } from '../../../components/data-table/data-table';
import { useListParams } from '../../../components/data-table/use-list-params';
import { PageHeader } from '../../../components/page-header';
import { useAuth } from '../../../lib/auth';
import { useSetTaskArchived } from '../api/archive-task';
import { exportTasks } from '../api/export-tasks';
import { useTasks } from '../api/list-tasks';
import { TaskBulkActions } from '../components/task-bulk-actions';
import { TaskFilters } from '../components/task-filters';
import { TASK_LIST_CONFIG } from '../components/task-list-config';
import { TaskStats } from '../components/task-stats';
import { TaskViews } from '../components/task-views';
import { useTaskColumns } from '../components/use-task-columns';

/** /tasks: figures, a searchable, filtered and sorted list with bulk actions and export; live. */
export default function TasksListPage() {
  const { t } = useTranslation(['tasks', 'ui']);
  const { can } = useAuth();
  const navigate = useNavigate();
  const list = useListParams(TASK_LIST_CONFIG);
  const tasks = useTasks(list.query);
  const setArchived = useSetTaskArchived();
  const [toArchive, setToArchive] = useState<Task | null>(null);
  const columns = useTaskColumns(useCallback((task: Task) => setToArchive(task), []));
  const canEdit = can('task.edit');

  return (
    <Stack gap="6">
      <PageHeader
        title={t('tasks:title')}
        description={t('tasks:description')}
        breadcrumbs={[{ label: t('ui:page.home'), to: '/dashboard' }, { label: t('tasks:title') }]}
        actions={<TaskViews current="list" />}
      />
      <TaskStats />
      <DataTable
        label={t('tasks:title')}
        columns={columns}
        data={tasks.data?.data}
        meta={tasks.data?.meta}
        list={list}
        getRowId={(task) => String(task.id)}
        getRowLabel={(task) => task.title}
        isLoading={tasks.isPending}
        isFetching={tasks.isFetching}
        isError={tasks.isError}
        onRetry={() => void tasks.refetch()}
        searchPlaceholder={t('tasks:search_placeholder')}
        filters={<TaskFilters list={list} />}
        storageKey="tasks"
        exportFormats={['xlsx', 'csv']}
        onExport={(format) => exportTasks(format, list.filterQuery)}
        enableRowSelection={canEdit}
        bulkActions={
          canEdit ? (selected, clear) => <TaskBulkActions selected={selected} clear={clear} /> : undefined
        }
        defaultHiddenColumns={['created_at', 'updated_at', 'actual_hours']}
        onRowClick={canEdit ? (task) => navigate(`/tasks/${task.id}/edit`) : undefined}
        emptyTitle={t('tasks:empty.title')}
        emptyDescription={t('tasks:empty.description')}
        emptyAction={
          can('task.create') && (
            <Button asChild size="sm" colorPalette="blue">
              <RouterLink to="/tasks/create">{t('tasks:actions.create')}</RouterLink>
            </Button>
          )
        }
      />
      <ConfirmDialog
        open={toArchive !== null}
        onOpenChange={(open) => !open && setToArchive(null)}
        destructive={false}
        title={t('tasks:archive.title', { title: toArchive?.title ?? '' })}
        description={t('tasks:archive.description')}
        confirmLabel={t('tasks:actions.archive')}
        onConfirm={async () => {
          if (toArchive) await setArchived.mutateAsync({ id: toArchive.id, archived: true });
        }}
      />
    </Stack>
  );
}
