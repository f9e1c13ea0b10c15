import { tasksLive } from '@pickleball/domain/tasks/tasks.events';
import { defineModule } from '../../platform/module';
import { tasksMigration } from './migrations/2026_11_27_0010_tasks';
import { runDueReminder } from './tasks.reminders';
import { taskRoutes } from './tasks.routes';

export const tasksModule = defineModule({
  name: 'tasks',
  live: tasksLive,
  migrations: {
    '2026_11_27_0010_tasks': tasksMigration,
  },
  routes: taskRoutes,
  jobs: (services) => ({ 'task.due_reminder': (payload) => runDueReminder(services, payload) }),
});
