/** Modules whose changes are broadcast to staff, with the permission that lets one listen. */
export const REALTIME_RESOURCES = {
  matches: 'match.view',
  'match-sessions': 'match.view',
  clubs: 'club.view',
  rankpoints: 'rankpoint.view',
  notifications: 'notification.view',
  payments: 'payment.view',
  tasks: 'task.view',
  devices: 'device.view',
  tournaments: 'tournament.view',
  calendar: 'calendar.view',
  courts: 'court.view',
  'court-requests': 'court-request.view',
  users: 'user.view',
  roles: 'role.view',
  'static-pages': 'staticpage.view',
  'notification-templates': 'notification.templates.view',
  'email-templates': 'email-template.view',
  'notification-providers': 'notification.providers.view',
} as const;
export type RealtimeResource = keyof typeof REALTIME_RESOURCES;
