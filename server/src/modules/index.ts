/**
 * The app's modules, each plugged in through its `defineModule` (platform/module.ts): their API
 * operations are registered in this order, their jobs, realtime rooms, hooks and pages with them.
 * A new module is one line here.
 */
import type { ModuleDefinition } from '../platform/module';
import type { AnyRoute } from '../platform/routing';
import { auditModule } from './audit/audit.module';
import { authModule } from './auth/auth.module';
import { calendarModule } from './calendar/calendar.module';
import { chatModule } from './chat/chat.module';
import { clubsModule } from './clubs/clubs.module';
import { courtRequestsModule } from './court-requests/court-requests.module';
import { courtsModule } from './courts/courts.module';
import { dashboardModule } from './dashboard/dashboard.module';
import { devicesModule } from './devices/devices.module';
import { emailTemplatesModule } from './email-templates/email-templates.module';
import { filesModule } from './files/files.module';
import { geoModule } from './geo/geo.module';
import { healthModule } from './health/health.module';
import { inboxModule } from './inbox/inbox.module';
import { matchSessionsModule } from './match-sessions/match-sessions.module';
import { matchesModule } from './matches/matches.module';
import { notificationTemplatesModule } from './notification-templates/notification-templates.module';
import { notificationsModule } from './notifications/notifications.module';
import { paymentsModule } from './payments/payments.module';
import { permissionsModule } from './permissions/permissions.module';
import { profileModule } from './profile/profile.module';
import { rankpointsModule } from './rankpoints/rankpoints.module';
import { rolesModule } from './roles/roles.module';
import { staticPagesModule } from './static-pages/static-pages.module';
import { tasksModule } from './tasks/tasks.module';
import { tournamentsModule } from './tournaments/tournaments.module';
import { usersModule } from './users/users.module';

export const modules: readonly ModuleDefinition[] = [
  healthModule,
  authModule,
  usersModule,
  rolesModule,
  permissionsModule,
  auditModule,
  matchesModule,
  matchSessionsModule,
  inboxModule,
  geoModule,
  courtsModule,
  courtRequestsModule,
  filesModule,
  clubsModule,
  rankpointsModule,
  profileModule,
  notificationTemplatesModule,
  emailTemplatesModule,
  notificationsModule,
  paymentsModule,
  staticPagesModule,
  chatModule,
  tasksModule,
  devicesModule,
  calendarModule,
  tournamentsModule,
  dashboardModule,
];

/** The whole API in one place: every module's routes, in the order above. */
export const apiRoutes: readonly AnyRoute[] = modules.flatMap((module) => module.routes);
