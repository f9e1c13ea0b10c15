import { defineModule } from '../../platform/module';
import { runDueReminder } from './tasks.reminders';
import { taskRoutes } from './tasks.routes';

export const tasksModule = defineModule({
  name: 'tasks',
  routes: taskRoutes,
  jobs: (services) => ({ 'task.due_reminder': (payload) => runDueReminder(services, payload) }),
});
