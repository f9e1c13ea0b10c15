/**
 * The permission catalogue: every permission SPEC §2 names, `admin.access`, and the delete
 * permissions the back-office needs for its destructive actions. Seeded on start with their
 * group; `display_name` is the English label (the web translates by name).
 */
export const PERMISSION_CATALOGUE = [
  { name: 'user.view', group: 'users', display_name: 'View users' },
  { name: 'user.create', group: 'users', display_name: 'Create users' },
  { name: 'user.edit', group: 'users', display_name: 'Edit users' },
  { name: 'user.delete', group: 'users', display_name: 'Delete users' },
  { name: 'role.view', group: 'roles', display_name: 'View roles' },
  { name: 'role.create', group: 'roles', display_name: 'Create roles' },
  { name: 'role.edit', group: 'roles', display_name: 'Edit roles' },
  { name: 'role.delete', group: 'roles', display_name: 'Delete roles' },
  { name: 'permission.view', group: 'permissions', display_name: 'View permissions' },
  { name: 'permission.create', group: 'permissions', display_name: 'Create permissions' },
  { name: 'permission.edit', group: 'permissions', display_name: 'Edit permissions' },
  { name: 'permission.delete', group: 'permissions', display_name: 'Delete permissions' },
  { name: 'audit.view', group: 'audit', display_name: 'View the audit trail' },
  { name: 'admin.access', group: 'admin', display_name: 'Administration access' },
  { name: 'calendar.view', group: 'calendar', display_name: 'View the calendar' },
  { name: 'calendar.manage', group: 'calendar', display_name: "Edit, move and cancel anyone's meetings" },
  { name: 'task.view', group: 'tasks', display_name: 'View tasks' },
  { name: 'task.create', group: 'tasks', display_name: 'Create tasks' },
  { name: 'task.edit', group: 'tasks', display_name: 'Edit tasks' },
  { name: 'device.view', group: 'devices', display_name: 'View devices' },
  { name: 'device.create', group: 'devices', display_name: 'Create devices' },
  { name: 'device.edit', group: 'devices', display_name: 'Edit devices' },
  { name: 'payment.view', group: 'payments', display_name: 'View payments' },
  { name: 'payment.manage', group: 'payments', display_name: 'Request, process, refund and cancel payments' },
  { name: 'payment.stats', group: 'payments', display_name: 'View payment statistics' },
  { name: 'payment.gateway.view', group: 'payments', display_name: 'View payment gateways' },
  {
    name: 'payment.gateway.manage',
    group: 'payments',
    display_name: 'Create and change payment gateways and payment settings',
  },
  { name: 'notification.view', group: 'notifications', display_name: 'View notifications' },
  { name: 'notification.send', group: 'notifications', display_name: 'Send notifications' },
  {
    name: 'notification.templates.view',
    group: 'notification-templates',
    display_name: 'View notification templates',
  },
  {
    name: 'notification.templates.create',
    group: 'notification-templates',
    display_name: 'Create notification templates',
  },
  {
    name: 'notification.templates.edit',
    group: 'notification-templates',
    display_name: 'Edit notification templates',
  },
  {
    name: 'notification.providers.view',
    group: 'notification-providers',
    display_name: 'View notification providers',
  },
  {
    name: 'notification.providers.create',
    group: 'notification-providers',
    display_name: 'Create notification providers',
  },
  {
    name: 'notification.providers.edit',
    group: 'notification-providers',
    display_name: 'Edit notification providers',
  },
  { name: 'configuration.manage', group: 'configurations', display_name: 'Manage system configuration' },
  { name: 'staticpage.view', group: 'static-pages', display_name: 'View static pages' },
  { name: 'staticpage.create', group: 'static-pages', display_name: 'Create static pages' },
  { name: 'staticpage.edit', group: 'static-pages', display_name: 'Edit static pages' },
  { name: 'email-template.view', group: 'email-templates', display_name: 'View email templates' },
  { name: 'email-template.create', group: 'email-templates', display_name: 'Create email templates' },
  { name: 'email-template.edit', group: 'email-templates', display_name: 'Edit email templates' },
  { name: 'chat.view', group: 'chat', display_name: 'Use chat' },
  { name: 'rankpoint.view', group: 'rankpoints', display_name: 'View rank points' },
  { name: 'rankpoint.manage', group: 'rankpoints', display_name: 'Create and update rank points' },
  { name: 'court.view', group: 'courts', display_name: 'View courts' },
  { name: 'court.create', group: 'courts', display_name: 'Create courts' },
  { name: 'court.edit', group: 'courts', display_name: 'Edit courts' },
  { name: 'court.import', group: 'courts', display_name: 'Import courts' },
  { name: 'court-request.view', group: 'court-requests', display_name: 'View court requests' },
  {
    name: 'court-request.manage',
    group: 'court-requests',
    display_name: 'Approve, reject and comment on court requests',
  },
  { name: 'club.view', group: 'clubs', display_name: 'View clubs' },
  { name: 'club.create', group: 'clubs', display_name: 'Create clubs' },
  { name: 'club.edit', group: 'clubs', display_name: 'Edit clubs' },
  { name: 'club.member.manage', group: 'clubs', display_name: 'Manage club members' },
  { name: 'match.view', group: 'matches', display_name: 'View matches' },
  { name: 'match.create', group: 'matches', display_name: 'Create matches' },
  { name: 'match.edit', group: 'matches', display_name: 'Edit and live-score matches' },
  // Not in SPEC §2's route table: approving, certifying and voiding results is a separate trust.
  { name: 'match.approve', group: 'matches', display_name: 'Approve, certify and void match results' },
  { name: 'match.generate', group: 'match-sessions', display_name: 'Generate matches' },
  { name: 'match.session.manage', group: 'match-sessions', display_name: 'Manage match sessions' },
  { name: 'tournament.view', group: 'tournaments', display_name: 'View tournaments' },
  { name: 'tournament.create', group: 'tournaments', display_name: 'Create tournaments' },
  { name: 'tournament.edit', group: 'tournaments', display_name: 'Edit tournaments' },
] as const satisfies readonly { name: string; group: string; display_name: string }[];

export type PermissionName = (typeof PERMISSION_CATALOGUE)[number]['name'];

export const PERMISSION_NAMES: readonly PermissionName[] = PERMISSION_CATALOGUE.map((entry) => entry.name);

export const SUPER_ADMIN_ROLE = 'super_admin';

const ROLE_AND_PERMISSION_MANAGEMENT = new Set<PermissionName>([
  'role.create',
  'role.edit',
  'role.delete',
  'permission.create',
  'permission.edit',
  'permission.delete',
]);

const STAFF_MANAGED_GROUPS = new Set([
  'courts',
  'court-requests',
  'clubs',
  'matches',
  'match-sessions',
  'tournaments',
  'tasks',
  'calendar',
  'chat',
]);
const STAFF_EXCLUDED_GROUPS = new Set(['users', 'roles', 'permissions', 'audit', 'admin', 'configurations']);

/** ARCHITECTURE.md "Default roles", seeded on first start and kept in step with the catalogue. */
export const DEFAULT_ROLES: readonly {
  name: string;
  display_name: string;
  description: string;
  permissions: readonly PermissionName[];
}[] = [
  {
    name: SUPER_ADMIN_ROLE,
    display_name: 'Super administrator',
    description: 'Every permission, including role and permission management.',
    permissions: PERMISSION_NAMES,
  },
  {
    name: 'admin',
    display_name: 'Administrator',
    description: 'Everything but role and permission management.',
    permissions: PERMISSION_NAMES.filter((name) => !ROLE_AND_PERMISSION_MANAGEMENT.has(name)),
  },
  {
    name: 'staff',
    display_name: 'Staff',
    description:
      'Views everything operational; manages courts, clubs, matches, tournaments, tasks, calendar and chat.',
    permissions: PERMISSION_CATALOGUE.filter(
      (entry) =>
        !STAFF_EXCLUDED_GROUPS.has(entry.group) &&
        (entry.name.endsWith('.view') || STAFF_MANAGED_GROUPS.has(entry.group)),
    ).map((entry) => entry.name),
  },
  {
    name: 'referee',
    display_name: 'Referee',
    description: 'Views matches and scores them live.',
    permissions: ['match.view', 'match.edit'],
  },
  {
    name: 'player',
    display_name: 'Player',
    description: 'A player of the community; no back-office access.',
    permissions: [],
  },
  {
    name: 'court_owner',
    display_name: 'Court owner',
    description: 'Submits court registration requests; no back-office access.',
    permissions: [],
  },
];

export * from './grants';
