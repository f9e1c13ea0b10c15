/**
 * SPEC §8's "Failed to create / update / delete / save {module}": what a write that failed says
 * when the server's answer carries no message of its own (a proxy's 502 page, a dropped body).
 * The action comes from the method (a POST to the collection creates, any other POST saves), the
 * module from the path's first segment; a path of no known module keeps the status's own text.
 * Loads are left to the pages, which say what did not load in their own words.
 */
type Translate = (key: string, values?: Record<string, string | number>) => string;
export type FailedAction = 'create' | 'update' | 'delete' | 'save';

/** Written out in full so the catalog check finds each key. */
const MODULE_NOUNS: Record<string, string> = {
  calendar: 'common:modules.calendar',
  chats: 'common:modules.chats',
  clubs: 'common:modules.clubs',
  configurations: 'common:modules.configurations',
  'court-requests': 'common:modules.court_requests',
  courts: 'common:modules.courts',
  devices: 'common:modules.devices',
  'email-templates': 'common:modules.email_templates',
  'match-sessions': 'common:modules.match_sessions',
  matches: 'common:modules.matches',
  'notification-providers': 'common:modules.notification_providers',
  'notification-templates': 'common:modules.notification_templates',
  notifications: 'common:modules.notifications',
  payments: 'common:modules.payments',
  permissions: 'common:modules.permissions',
  profile: 'common:modules.profile',
  rankpoints: 'common:modules.rankpoints',
  roles: 'common:modules.roles',
  'static-pages': 'common:modules.static_pages',
  tasks: 'common:modules.tasks',
  tournaments: 'common:modules.tournaments',
  users: 'common:modules.users',
};

const ACTIONS: Record<FailedAction, string> = {
  create: 'errors:failed.create',
  update: 'errors:failed.update',
  delete: 'errors:failed.delete',
  save: 'errors:failed.save',
};

/** The action a write stands for: `POST /courts` creates, `POST /courts/3/approve` saves. */
export function failedAction(method: string, path: string): FailedAction | null {
  const segments = path.split('?')[0]?.split('/').filter(Boolean) ?? [];
  if (method === 'DELETE') return 'delete';
  if (method === 'PUT' || method === 'PATCH') return 'update';
  if (method === 'POST') return segments.length === 1 ? 'create' : 'save';
  return null;
}

/** "Failed to create court" in the user's language, or null for a load or a path of no known module. */
export function describeFailedWrite(method: string, path: string, translate: Translate): string | null {
  const action = failedAction(method, path);
  const noun = MODULE_NOUNS[path.split('/').filter(Boolean)[0] ?? ''];
  if (!action || !noun) return null;
  return translate(ACTIONS[action], { module: translate(noun) });
}
