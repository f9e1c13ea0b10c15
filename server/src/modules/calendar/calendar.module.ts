import { defineModule } from '../../platform/module';
import { runMeetingReminder } from './calendar.reminders';
import { calendarRoutes } from './calendar.routes';

export const calendarModule = defineModule({
  name: 'calendar',
  routes: calendarRoutes,
  jobs: (services) => ({ 'meeting.reminder': (payload) => runMeetingReminder(services, payload) }),
});
