import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { PageHeader } from '../../../components/page-header';
import { useCreateTask } from '../api/create-task';
import { TaskForm } from '../components/task-form';
import { isTaskStatus } from '../components/task-status-param';

/** /tasks/create (?status= from a board column): the new task goes on top of its column. */
export default function TaskCreatePage() {
  const { t } = useTranslation(['tasks', 'ui']);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const status = params.get('status');
  const from = params.get('from') === 'kanban' ? '/tasks/kanban' : '/tasks';
  const createTask = useCreateTask();
  return (
    <>
      <PageHeader
        title={t('tasks:create_title')}
        description={t('tasks:create_description')}
        breadcrumbs={[
          { label: t('ui:page.home'), to: '/dashboard' },
          { label: t('tasks:title'), to: from },
          { label: t('tasks:create_title') },
        ]}
      />
      <TaskForm
        label={t('tasks:create_title')}
        submitLabel={t('tasks:actions.create_submit')}
        initialStatus={isTaskStatus(status) ? status : 'todo'}
        onCancel={() => navigate(from)}
        onSubmit={async (input) => {
          await createTask.mutateAsync(input);
          navigate(from);
        }}
      />
    </>
  );
}
