import type { AnyRoute } from '../platform/routing';
import { auditRoutes } from './audit/audit.routes';
import { authRoutes } from './auth/auth.routes';
import { socialRoutes } from './auth/social.routes';
import { calendarRoutes } from './calendar/calendar.routes';
import { chatRoutes } from './chat/chat.routes';
import { clubRoutes } from './clubs/clubs.routes';
import { courtRequestRoutes } from './court-requests/court-requests.routes';
import { courtImportRoutes, courtRoutes } from './courts/courts.routes';
import { dashboardRoutes } from './dashboard/dashboard.routes';
import { deviceRoutes } from './devices/devices.routes';
import { emailTemplateRoutes } from './email-templates/email-templates.routes';
import { fileRoutes } from './files/files.routes';
import { geoRoutes } from './geo/geo.routes';
import { healthRoutes } from './health/health.routes';
import { inboxRoutes } from './inbox/inbox.routes';
import { matchSessionRoutes } from './match-sessions/match-sessions.routes';
import { matchRoutes } from './matches/matches.routes';
import { notificationTemplateRoutes } from './notification-templates/notification-templates.routes';
import { notificationRoutes } from './notifications/notifications.routes';
import { providerRoutes } from './notifications/providers.routes';
import { settingsRoutes } from './notifications/settings.routes';
import { gatewayRoutes } from './payments/gateways.routes';
import { payerRoutes } from './payments/payer.routes';
import { paymentRoutes } from './payments/payments.routes';
import { permissionRoutes } from './permissions/permissions.routes';
import { profileRoutes } from './profile/profile.routes';
import { rankpointRoutes } from './rankpoints/rankpoints.routes';
import { roleRoutes } from './roles/roles.routes';
import { staticPageRoutes } from './static-pages/static-pages.routes';
import { taskRoutes } from './tasks/tasks.routes';
import { bracketRoutes } from './tournaments/brackets/brackets.routes';
import { registrationRoutes } from './tournaments/registrations/registrations.routes';
import { tournamentRoutes } from './tournaments/tournaments.routes';
import { userRoutes } from './users/users.routes';

/** The whole API in one place: every module's routes, registered in this order. */
export const apiRoutes: readonly AnyRoute[] = [
  ...healthRoutes,
  ...authRoutes,
  ...socialRoutes,
  ...userRoutes,
  ...roleRoutes,
  ...permissionRoutes,
  ...auditRoutes,
  ...matchRoutes,
  ...matchSessionRoutes,
  ...inboxRoutes,
  ...geoRoutes,
  ...courtImportRoutes,
  ...courtRoutes,
  ...courtRequestRoutes,
  ...fileRoutes,
  ...clubRoutes,
  ...rankpointRoutes,
  ...profileRoutes,
  ...notificationTemplateRoutes,
  ...emailTemplateRoutes,
  ...notificationRoutes,
  ...providerRoutes,
  ...settingsRoutes,
  ...gatewayRoutes,
  ...paymentRoutes,
  ...payerRoutes,
  ...staticPageRoutes,
  ...chatRoutes,
  ...taskRoutes,
  ...deviceRoutes,
  ...calendarRoutes,
  ...tournamentRoutes,
  ...registrationRoutes,
  ...bracketRoutes,
  ...dashboardRoutes,
];
