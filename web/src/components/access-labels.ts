/**
 * Labels for the built-in roles, permissions and permission groups in the user's language.
 * The API stores English display names (domain's catalogue); built-in entries are translated by
 * name here, and an entry renamed by an administrator or created later shows its own display name.
 * The keys are written out so the translation check can see them in use.
 */
import { DEFAULT_ROLES, PERMISSION_CATALOGUE } from '@pickleball/domain/permissions';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';

const PERMISSION_KEYS: Record<string, string> = {
  'user.view': 'permissions:names.user_view',
  'user.create': 'permissions:names.user_create',
  'user.edit': 'permissions:names.user_edit',
  'user.delete': 'permissions:names.user_delete',
  'role.view': 'permissions:names.role_view',
  'role.create': 'permissions:names.role_create',
  'role.edit': 'permissions:names.role_edit',
  'role.delete': 'permissions:names.role_delete',
  'permission.view': 'permissions:names.permission_view',
  'permission.create': 'permissions:names.permission_create',
  'permission.edit': 'permissions:names.permission_edit',
  'permission.delete': 'permissions:names.permission_delete',
  'audit.view': 'permissions:names.audit_view',
  'admin.access': 'permissions:names.admin_access',
  'calendar.view': 'permissions:names.calendar_view',
  'calendar.manage': 'permissions:names.calendar_manage',
  'task.view': 'permissions:names.task_view',
  'task.create': 'permissions:names.task_create',
  'task.edit': 'permissions:names.task_edit',
  'device.view': 'permissions:names.device_view',
  'device.create': 'permissions:names.device_create',
  'device.edit': 'permissions:names.device_edit',
  'payment.view': 'permissions:names.payment_view',
  'payment.gateway.view': 'permissions:names.payment_gateway_view',
  'payment.gateway.manage': 'permissions:names.payment_gateway_manage',
  'payment.manage': 'permissions:names.payment_manage',
  'payment.stats': 'permissions:names.payment_stats',
  'notification.view': 'permissions:names.notification_view',
  'notification.send': 'permissions:names.notification_send',
  'notification.templates.view': 'permissions:names.notification_templates_view',
  'notification.templates.create': 'permissions:names.notification_templates_create',
  'notification.templates.edit': 'permissions:names.notification_templates_edit',
  'notification.providers.view': 'permissions:names.notification_providers_view',
  'notification.providers.create': 'permissions:names.notification_providers_create',
  'notification.providers.edit': 'permissions:names.notification_providers_edit',
  'configuration.manage': 'permissions:names.configuration_manage',
  'staticpage.view': 'permissions:names.staticpage_view',
  'staticpage.create': 'permissions:names.staticpage_create',
  'staticpage.edit': 'permissions:names.staticpage_edit',
  'email-template.view': 'permissions:names.email_template_view',
  'email-template.create': 'permissions:names.email_template_create',
  'email-template.edit': 'permissions:names.email_template_edit',
  'chat.view': 'permissions:names.chat_view',
  'rankpoint.view': 'permissions:names.rankpoint_view',
  'rankpoint.manage': 'permissions:names.rankpoint_manage',
  'court.view': 'permissions:names.court_view',
  'court.create': 'permissions:names.court_create',
  'court.edit': 'permissions:names.court_edit',
  'court.import': 'permissions:names.court_import',
  'court-request.view': 'permissions:names.court_request_view',
  'court-request.manage': 'permissions:names.court_request_manage',
  'club.view': 'permissions:names.club_view',
  'club.create': 'permissions:names.club_create',
  'club.edit': 'permissions:names.club_edit',
  'club.member.manage': 'permissions:names.club_member_manage',
  'match.view': 'permissions:names.match_view',
  'match.create': 'permissions:names.match_create',
  'match.edit': 'permissions:names.match_edit',
  'match.approve': 'permissions:names.match_approve',
  'match.generate': 'permissions:names.match_generate',
  'match.session.manage': 'permissions:names.match_session_manage',
  'tournament.view': 'permissions:names.tournament_view',
  'tournament.create': 'permissions:names.tournament_create',
  'tournament.edit': 'permissions:names.tournament_edit',
};

const GROUP_KEYS: Record<string, string> = {
  admin: 'permissions:groups.admin',
  audit: 'permissions:groups.audit',
  calendar: 'permissions:groups.calendar',
  chat: 'permissions:groups.chat',
  clubs: 'permissions:groups.clubs',
  configurations: 'permissions:groups.configurations',
  'court-requests': 'permissions:groups.court_requests',
  courts: 'permissions:groups.courts',
  devices: 'permissions:groups.devices',
  'email-templates': 'permissions:groups.email_templates',
  'match-sessions': 'permissions:groups.match_sessions',
  matches: 'permissions:groups.matches',
  'notification-providers': 'permissions:groups.notification_providers',
  'notification-templates': 'permissions:groups.notification_templates',
  notifications: 'permissions:groups.notifications',
  payments: 'permissions:groups.payments',
  permissions: 'permissions:groups.permissions',
  rankpoints: 'permissions:groups.rankpoints',
  roles: 'permissions:groups.roles',
  'static-pages': 'permissions:groups.static_pages',
  tasks: 'permissions:groups.tasks',
  tournaments: 'permissions:groups.tournaments',
  users: 'permissions:groups.users',
};

const ROLE_KEYS: Record<string, string> = {
  super_admin: 'roles:names.super_admin',
  admin: 'roles:names.admin',
  staff: 'roles:names.staff',
  referee: 'roles:names.referee',
  player: 'roles:names.player',
  court_owner: 'roles:names.court_owner',
};

const ROLE_DESCRIPTION_KEYS: Record<string, string> = {
  super_admin: 'roles:descriptions.super_admin',
  admin: 'roles:descriptions.admin',
  staff: 'roles:descriptions.staff',
  referee: 'roles:descriptions.referee',
  player: 'roles:descriptions.player',
  court_owner: 'roles:descriptions.court_owner',
};
const DEFAULT_ROLE_DESCRIPTIONS = new Map<string, string>(
  DEFAULT_ROLES.map((role) => [role.name, role.description]),
);

/**
 * A role's description in the reader's language: a built-in role's seeded (English) text is shown
 * through its translation; a description an administrator wrote, or any other role's, as written.
 */
export function describeRole(
  role: { name: string; description: string | null },
  t: (key: string) => string,
): string | null {
  const key = ROLE_DESCRIPTION_KEYS[role.name];
  return key && role.description === DEFAULT_ROLE_DESCRIPTIONS.get(role.name) ? t(key) : role.description;
}

const DEFAULT_PERMISSION_NAMES = new Map<string, string>(
  PERMISSION_CATALOGUE.map((entry) => [entry.name, entry.display_name]),
);
const DEFAULT_ROLE_NAMES = new Map<string, string>(
  DEFAULT_ROLES.map((role) => [role.name, role.display_name]),
);

/** A role or permission as the API returns it. */
export interface NamedEntry {
  name: string;
  display_name: string;
}

export interface AccessLabels {
  /** "Quản trị viên" for the built-in `admin` role; the display name of any other role. */
  roleLabel: (role: NamedEntry) => string;
  /** "Xem người dùng" for the built-in `user.view`; the display name of any other permission. */
  permissionLabel: (permission: NamedEntry) => string;
  /** "Người dùng" for the `users` group; the group name itself for a group the catalogue does not know. */
  groupLabel: (group: string) => string;
  /** A built-in role's unedited description in the user's language; any other as written. */
  roleDescription: (role: { name: string; description: string | null }) => string | null;
}

/** Translates the names of roles, permissions and permission groups for display. */
export function useAccessLabels(): AccessLabels {
  const { t } = useTranslation(['roles', 'permissions']);
  const roleLabel = useCallback(
    (role: NamedEntry) => {
      const key = ROLE_KEYS[role.name];
      return key && DEFAULT_ROLE_NAMES.get(role.name) === role.display_name ? t(key) : role.display_name;
    },
    [t],
  );
  const permissionLabel = useCallback(
    (permission: NamedEntry) => {
      const key = PERMISSION_KEYS[permission.name];
      return key && DEFAULT_PERMISSION_NAMES.get(permission.name) === permission.display_name
        ? t(key)
        : permission.display_name;
    },
    [t],
  );
  const groupLabel = useCallback(
    (group: string) => {
      const key = GROUP_KEYS[group];
      return key ? t(key) : group;
    },
    [t],
  );
  const roleDescription = useCallback(
    (role: { name: string; description: string | null }) => describeRole(role, t),
    [t],
  );
  return useMemo(
    () => ({ roleLabel, permissionLabel, groupLabel, roleDescription }),
    [roleLabel, permissionLabel, groupLabel, roleDescription],
  );
}
