import type { ComponentType } from 'react';
import { withTexts } from '../lib/page-texts';

/** The notifications pages' texts (the send form adds the role names). */
const NOTIFICATION_TEXTS = ['notifications'];
const PAYMENT_TEXTS = ['payments'];
const STATIC_PAGE_TEXTS = ['static-pages'];
/** The match sessions' pages name match statuses and scoring settings in the matches module's words. */
const MATCH_SESSION_TEXTS = ['match-sessions', 'matches'];
/** The chat's composer says how its uploads go in the files module's words. */
const CHAT_TEXTS = ['chat', 'files'];
/** The meeting form's attachments speak the files module's words. */
const CALENDAR_TEXTS = ['calendar', 'files'];
const TOURNAMENT_TEXTS = ['tournaments'];

/**
 * The code of every signed-in page but the dashboard, by its route path. This module is the only
 * place their imports are written: it holds each page's list of chunks to fetch with it (no
 * waterfall on navigation), which would otherwise weigh on every load of the frame. It is fetched
 * on the first navigation to another page (lazy-page.ts), then kept.
 */
export const PAGE_LOADERS: Record<string, () => Promise<{ default: ComponentType }>> = {
  '/profile': () =>
    withTexts(import('../modules/profile/pages/profile-page'), ['profile', 'places', 'files']),
  '/users': () => import('../modules/users/pages/users-list-page'),
  '/users/create': () => import('../modules/users/pages/user-create-page'),
  '/users/:id/edit': () => import('../modules/users/pages/user-edit-page'),
  '/roles': () => import('../modules/roles/pages/roles-list-page'),
  '/roles/create': () => import('../modules/roles/pages/role-create-page'),
  '/roles/:id/edit': () => import('../modules/roles/pages/role-edit-page'),
  '/permissions': () => import('../modules/permissions/pages/permissions-list-page'),
  '/permissions/create': () => import('../modules/permissions/pages/permission-create-page'),
  '/permissions/:id/edit': () => import('../modules/permissions/pages/permission-edit-page'),
  '/audit': () => import('../modules/audit/pages/audit-list-page'),
  '/rankpoints': () => withTexts(import('../modules/rankpoints/pages/rankpoints-list-page'), ['rankpoints']),
  '/rankpoints/leaderboard': () =>
    withTexts(import('../modules/rankpoints/pages/leaderboard-page'), ['rankpoints']),
  '/rankpoints/:id': () =>
    withTexts(import('../modules/rankpoints/pages/rankpoint-detail-page'), ['rankpoints']),
  '/courts': () => withTexts(import('../modules/courts/pages/courts-list-page'), ['courts']),
  '/courts/create': () =>
    withTexts(import('../modules/courts/pages/court-create-page'), ['courts', 'places']),
  '/courts/import': () => withTexts(import('../modules/courts/pages/court-import-page'), ['courts']),
  '/courts/:id': () => withTexts(import('../modules/courts/pages/court-detail-page'), ['courts']),
  '/courts/:id/edit': () =>
    withTexts(import('../modules/courts/pages/court-edit-page'), ['courts', 'places']),
  '/court-requests': () =>
    withTexts(import('../modules/court-requests/pages/court-requests-list-page'), ['court-requests']),
  '/court-requests/:id': () =>
    withTexts(import('./pages/court-request-detail-route'), ['court-requests', 'courts']),
  '/clubs': () => withTexts(import('../modules/clubs/pages/clubs-list-page'), ['clubs']),
  '/clubs/create': () => withTexts(import('../modules/clubs/pages/club-create-page'), ['clubs', 'files']),
  '/clubs/:id': () => withTexts(import('../modules/clubs/pages/club-detail-page'), ['clubs']),
  '/clubs/:id/edit': () => withTexts(import('../modules/clubs/pages/club-edit-page'), ['clubs', 'files']),
  '/clubs/:id/members': () => withTexts(import('../modules/clubs/pages/club-members-page'), ['clubs']),
  '/matches': () => import('../modules/matches/pages/matches-list-page'),
  '/matches/create': () => import('../modules/matches/pages/match-create-page'),
  '/matches/:id': () => import('../modules/matches/pages/match-detail-page'),
  '/matches/:id/edit': () => import('../modules/matches/pages/match-edit-page'),
  '/matches/:id/live-score': () => import('../modules/matches/pages/match-live-page'),
  '/match-generator': () =>
    withTexts(import('../modules/match-sessions/pages/match-generator-page'), MATCH_SESSION_TEXTS),
  '/match-sessions': () =>
    withTexts(import('../modules/match-sessions/pages/match-sessions-list-page'), MATCH_SESSION_TEXTS),
  '/match-sessions/:id': () =>
    withTexts(import('../modules/match-sessions/pages/match-session-page'), MATCH_SESSION_TEXTS),
  '/match-sessions/:id/details': () =>
    withTexts(import('../modules/match-sessions/pages/match-session-page'), MATCH_SESSION_TEXTS),
  '/match-sessions/:id/matches': () =>
    withTexts(import('../modules/match-sessions/pages/match-session-page'), MATCH_SESSION_TEXTS),
  '/match-sessions/:id/statistics': () =>
    withTexts(import('../modules/match-sessions/pages/match-session-page'), MATCH_SESSION_TEXTS),
  '/match-sessions/:id/edit': () =>
    withTexts(import('../modules/match-sessions/pages/match-session-edit-page'), MATCH_SESSION_TEXTS),
  '/devices': () => withTexts(import('../modules/devices/pages/devices-list-page'), ['devices']),
  '/devices/create': () => withTexts(import('../modules/devices/pages/device-create-page'), ['devices']),
  '/devices/:id/edit': () => withTexts(import('../modules/devices/pages/device-edit-page'), ['devices']),
  '/notifications': () =>
    withTexts(import('../modules/notifications/pages/notifications-list-page'), NOTIFICATION_TEXTS),
  '/notifications/send': () =>
    withTexts(import('../modules/notifications/pages/notification-send-page'), [
      ...NOTIFICATION_TEXTS,
      'roles',
    ]),
  '/notifications/zalo-zns': () =>
    withTexts(import('../modules/notification-providers/pages/zalo-zns-page'), [
      'notification-providers',
      ...NOTIFICATION_TEXTS,
    ]),
  '/notifications/:id': () =>
    withTexts(import('../modules/notifications/pages/notification-detail-page'), NOTIFICATION_TEXTS),
  '/notification-templates': () =>
    withTexts(import('../modules/notification-templates/pages/templates-list-page'), [
      'notification-templates',
      ...NOTIFICATION_TEXTS,
    ]),
  '/notification-templates/create': () =>
    withTexts(import('../modules/notification-templates/pages/template-create-page'), [
      'notification-templates',
      ...NOTIFICATION_TEXTS,
    ]),
  '/notification-templates/:id/edit': () =>
    withTexts(import('../modules/notification-templates/pages/template-edit-page'), [
      'notification-templates',
      ...NOTIFICATION_TEXTS,
    ]),
  '/notification-templates/:id/preview': () =>
    withTexts(import('../modules/notification-templates/pages/template-preview-page'), [
      'notification-templates',
      ...NOTIFICATION_TEXTS,
    ]),
  '/notification-providers': () =>
    withTexts(import('../modules/notification-providers/pages/providers-list-page'), [
      'notification-providers',
    ]),
  '/notification-providers/create': () =>
    withTexts(import('../modules/notification-providers/pages/provider-create-page'), [
      'notification-providers',
    ]),
  '/notification-providers/:id/edit': () =>
    withTexts(import('../modules/notification-providers/pages/provider-edit-page'), [
      'notification-providers',
    ]),
  '/configurations': () =>
    withTexts(import('../modules/configurations/pages/configurations-page'), ['configurations']),
  '/configurations/email': () =>
    withTexts(import('../modules/configurations/pages/email-configuration-page'), ['configurations']),
  '/configurations/firebase': () =>
    withTexts(import('../modules/configurations/pages/firebase-configuration-page'), ['configurations']),
  '/configurations/payment-gateway': () =>
    withTexts(import('../modules/configurations/pages/payment-gateway-page'), ['configurations', 'payments']),
  '/email-templates': () =>
    withTexts(import('../modules/email-templates/pages/email-templates-list-page'), ['email-templates']),
  '/email-templates/create': () =>
    withTexts(import('../modules/email-templates/pages/email-template-create-page'), ['email-templates']),
  '/email-templates/:id/edit': () =>
    withTexts(import('../modules/email-templates/pages/email-template-edit-page'), ['email-templates']),
  '/payments': () => withTexts(import('../modules/payments/pages/payments-dashboard-page'), PAYMENT_TEXTS),
  '/payments/transactions': () =>
    withTexts(import('../modules/payments/pages/transactions-list-page'), PAYMENT_TEXTS),
  '/payments/transactions/:id': () =>
    withTexts(import('../modules/payments/pages/transaction-detail-page'), PAYMENT_TEXTS),
  '/payments/gateways': () =>
    withTexts(import('../modules/payments/pages/gateways-list-page'), PAYMENT_TEXTS),
  '/payments/gateways/create': () =>
    withTexts(import('../modules/payments/pages/gateway-create-page'), PAYMENT_TEXTS),
  '/payments/gateways/:id/edit': () =>
    withTexts(import('../modules/payments/pages/gateway-edit-page'), PAYMENT_TEXTS),
  '/payments/settings': () =>
    withTexts(import('../modules/payments/pages/payment-settings-page'), PAYMENT_TEXTS),
  '/pay': () => withTexts(import('../modules/pay/pages/my-payments-page'), PAYMENT_TEXTS),
  '/pay/:id': () => withTexts(import('../modules/pay/pages/my-payment-page'), PAYMENT_TEXTS),
  '/chat/:id?': () => withTexts(import('../modules/chat/pages/chat-page'), CHAT_TEXTS),
  '/static-pages': () =>
    withTexts(import('../modules/static-pages/pages/static-pages-list-page'), STATIC_PAGE_TEXTS),
  '/static-pages/create': () =>
    withTexts(import('../modules/static-pages/pages/static-page-create-page'), STATIC_PAGE_TEXTS),
  '/static-pages/:id': () =>
    withTexts(import('../modules/static-pages/pages/static-page-detail-page'), STATIC_PAGE_TEXTS),
  '/static-pages/:id/edit': () =>
    withTexts(import('../modules/static-pages/pages/static-page-edit-page'), STATIC_PAGE_TEXTS),
  '/calendar': () => withTexts(import('../modules/calendar/pages/calendar-page'), CALENDAR_TEXTS),
  '/calendar/meetings': () =>
    withTexts(import('../modules/calendar/pages/meetings-list-page'), CALENDAR_TEXTS),
  '/calendar/meetings/:id': () => withTexts(import('../modules/calendar/pages/meeting-page'), CALENDAR_TEXTS),
  '/tasks': () => withTexts(import('../modules/tasks/pages/tasks-list-page'), ['tasks']),
  '/tasks/kanban': () => withTexts(import('../modules/tasks/pages/tasks-board-page'), ['tasks']),
  '/tasks/create': () => withTexts(import('../modules/tasks/pages/task-create-page'), ['tasks']),
  '/tasks/:id/edit': () => withTexts(import('../modules/tasks/pages/task-edit-page'), ['tasks']),
  '/tournaments': () =>
    withTexts(import('../modules/tournaments/pages/tournaments-list-page'), TOURNAMENT_TEXTS),
  '/tournaments/calendar': () =>
    withTexts(import('../modules/tournaments/pages/tournaments-calendar-page'), TOURNAMENT_TEXTS),
  '/tournaments/create': () =>
    withTexts(import('../modules/tournaments/pages/tournament-create-page'), TOURNAMENT_TEXTS),
  '/tournaments/:id': () =>
    withTexts(import('../modules/tournaments/pages/tournament-detail-page'), TOURNAMENT_TEXTS),
  '/tournaments/:id/edit': () =>
    withTexts(import('../modules/tournaments/pages/tournament-edit-page'), TOURNAMENT_TEXTS),
  '/my-tournaments': () =>
    withTexts(import('../modules/tournaments/pages/my-tournaments-page'), TOURNAMENT_TEXTS),
};
