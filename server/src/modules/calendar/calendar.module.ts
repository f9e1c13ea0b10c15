import { calendarLive } from '@pickleball/domain/calendar/calendar.events';
import { defineModule } from '../../platform/module';
import { runMeetingReminder } from './calendar.reminders';
import { calendarRoutes } from './calendar.routes';
import { calendarMigration } from './migrations/2026_11_27_0030_calendar';

export const calendarModule = defineModule({
  name: 'calendar',
  live: calendarLive,
  migrations: {
    '2026_11_27_0030_calendar': calendarMigration,
  },
  routes: calendarRoutes,
  jobs: (services) => ({ 'meeting.reminder': (payload) => runMeetingReminder(services, payload) }),
});
