import { resourceRoom } from '@pickleball/domain/realtime/events';
import { defineLive } from '../../lib/live';
import { dashboardKeys } from './dashboard.keys';
import { refreshDashboard } from './dashboard-refresh';

/**
 * The dashboard's cards follow matches, clubs, sends, payments, court requests, users and courts (each room held only by a user
 * who may see it): their events ask for the cards again, at most once a second
 * (refreshDashboard), however many rallies a match sends.
 */
export const live = defineLive({
  root: dashboardKeys.all,
  rooms: [
    resourceRoom('matches'),
    resourceRoom('clubs'),
    resourceRoom('payments'),
    resourceRoom('notifications'),
    resourceRoom('court-requests'),
    resourceRoom('users'),
    resourceRoom('courts'),
  ],
  on: {
    'match.updated': refreshDashboard,
    'match.deleted': refreshDashboard,
    'club.members_changed': refreshDashboard,
    'notification.progress': refreshDashboard,
    'payment.updated': refreshDashboard,
    'court_request.updated': refreshDashboard,
    'court_request.deleted': refreshDashboard,
    'user.updated': refreshDashboard,
    'user.deleted': refreshDashboard,
    'court.updated': refreshDashboard,
    'court.deleted': refreshDashboard,
  },
});
