import { Alert, Badge, Button, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import type { Task } from '@pickleball/domain';
import { Archive, ArchiveRestore } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { WatchedRecord } from '../../../components/form/watched-record';
import { PageHeader } from '../../../components/page-header';
import { formatDateTime } from '../../../lib/format';
import { useSetTaskArchived } from '../api/archive-task';
import { useTask } from '../api/get-task';
import { useUpdateTask } from '../api/update-task';
import { TaskForm } from '../components/task-form';

/** An archived task cannot be edited: when it was archived, and the way to restore it. */
function ArchivedTask({ task }: { task: Task }) {
  const { t, i18n } = useTranslation(['tasks', 'ui']);
  const setArchived = useSetTaskArchived();
  return (
    <Alert.Root status="info" maxW="4xl">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{t('tasks:edit.archived_title')}</Alert.Title>
        <Alert.Description>
          {t('tasks:edit.archived_description', { date: formatDateTime(task.archived_at, i18n.language) })}
        </Alert.Description>
      </Alert.Content>
      <Button
        size="sm"
        colorPalette="blue"
        loading={setArchived.isPending}
        onClick={() => setArchived.mutate({ id: task.id, archived: false })}
      >
        <ArchiveRestore size={14} aria-hidden="true" />
        {t('tasks:actions.restore')}
      </Button>
    </Alert.Root>
  );
}

function EditTaskForm({ task, back }: { task: Task; back: string }) {
  const { t } = useTranslation(['tasks', 'ui']);
  const navigate = useNavigate();
  const updateTask = useUpdateTask(task.id);
  const setArchived = useSetTaskArchived();
  const [archiving, setArchiving] = useState(false);
  return (
    <>
      <TaskForm
        task={task}
        label={t('tasks:edit_title')}
        submitLabel={t('tasks:actions.save')}
        onCancel={() => navigate(back)}
        onSubmit={async (input) => {
          await updateTask.mutateAsync(input);
          navigate(back);
        }}
        extraActions={
          <Button variant="ghost" colorPalette="purple" onClick={() => setArchiving(true)}>
            <Archive size={16} aria-hidden="true" />
            {t('tasks:actions.archive')}
          </Button>
        }
      />
      <ConfirmDialog
        open={archiving}
        onOpenChange={setArchiving}
        destructive={false}
        title={t('tasks:archive.title', { title: task.title })}
        description={t('tasks:archive.description')}
        confirmLabel={t('tasks:actions.archive')}
        onConfirm={async () => {
          await setArchived.mutateAsync({ id: task.id, archived: true });
          navigate(back);
        }}
      />
    </>
  );
}

/** /tasks/{id}/edit: the form; the link assignees receive. Follows other people's changes live. */
export default function TaskEditPage() {
  const { t, i18n } = useTranslation(['tasks', 'ui']);
  const id = Number(useParams().id);
  const [params] = useSearchParams();
  const back = params.get('from') === 'kanban' ? '/tasks/kanban' : '/tasks';
  const task = useTask(id);
  const data = task.data?.data;
  return (
    <>
      <PageHeader
        title={data ? t('tasks:edit_named', { title: data.title }) : t('tasks:edit_title')}
        breadcrumbs={[
          { label: t('ui:page.home'), to: '/dashboard' },
          { label: t('tasks:title'), to: back },
          { label: t('tasks:edit_title') },
        ]}
      />
      {data && (
        <HStack gap="3" flexWrap="wrap" mb="4" fontSize="sm" color="fg.muted">
          {data.created_by && (
            <Text>
              {t('tasks:edit.created_by', {
                name: data.created_by.name,
                date: formatDateTime(data.created_at, i18n.language),
              })}
            </Text>
          )}
          {data.completed_at && (
            <Badge colorPalette="green">
              {t('tasks:edit.completed', { date: formatDateTime(data.completed_at, i18n.language) })}
            </Badge>
          )}
        </HStack>
      )}
      {data && !data.is_archived ? (
        // Keyed by task: another task's form never shows this one's values. The notice when
        // someone else changes the task (a higher revision) or deletes it is WatchedRecord's.
        <WatchedRecord key={data.id} query={task} listPath={back}>
          {(record) => <EditTaskForm task={record} back={back} />}
        </WatchedRecord>
      ) : task.isError ? (
        <Alert.Root status="error" maxW="4xl">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{t('tasks:edit.load_failed')}</Alert.Title>
            <Alert.Description>{task.error.message}</Alert.Description>
          </Alert.Content>
          <Button size="sm" variant="outline" asChild>
            <RouterLink to={back}>{t('ui:page.back_to_list')}</RouterLink>
          </Button>
        </Alert.Root>
      ) : data ? (
        <ArchivedTask task={data} />
      ) : (
        <Stack gap="4" maxW="4xl" aria-busy="true">
          <Skeleton height="64" />
          <Skeleton height="48" />
        </Stack>
      )}
    </>
  );
}
