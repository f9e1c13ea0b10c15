import type { LucideIcon } from 'lucide-react';
import {
  BadgeDollarSign,
  Bell,
  CalendarDays,
  ClipboardList,
  FileText,
  History,
  Inbox,
  KeyRound,
  LayoutDashboard,
  LayoutTemplate,
  ListChecks,
  Mail,
  MapPinned,
  Medal,
  MessageCircle,
  MessageSquareText,
  MessagesSquare,
  Receipt,
  Send,
  Server,
  Settings,
  Shield,
  Shuffle,
  Smartphone,
  Swords,
  Trophy,
  Users,
  UsersRound,
  Wallet,
  Waypoints,
} from 'lucide-react';

/**
 * The sidebar: every SPEC §2 module, grouped. Each item carries the permission of the route it
 * opens, so the menu shows only what the user may open (ARCHITECTURE: hidden in the menu, 403 at
 * navigation, refused by the API). Labels are full translation keys so the catalog check finds them.
 */
export interface NavItem {
  label: string;
  path: string;
  icon: LucideIcon;
  permission?: string;
  /** Also highlighted on these path prefixes (the item's own path always counts). */
  matches?: readonly string[];
  /**
   * The module is not built yet: its route shows the "coming soon" page (for a bookmark), but the
   * menu leaves it out, so nobody (a referee least of all) follows an entry to a placeholder.
   * Remove the flag in the commit that builds the module.
   */
  isComingSoon?: true;
  /** A light page of its own (main.tsx): the link loads the document at that address. */
  isDocument?: true;
  /** A live count beside the label (the chat's unread messages and mentions). */
  badge?: 'chat';
}

export interface NavGroup {
  label: string;
  items: readonly NavItem[];
}

export const NAV_GROUPS: readonly NavGroup[] = [
  {
    label: 'layout:groups.overview',
    items: [
      { label: 'layout:nav.dashboard', path: '/dashboard', icon: LayoutDashboard },
      // Any signed-in user: what they were asked to pay, and their receipts.
      { label: 'layout:nav.my_payments', path: '/pay', icon: Receipt },
      // Any signed-in user: their tournament entries and partner invitations.
      { label: 'layout:nav.my_tournaments', path: '/my-tournaments', icon: Medal },
      // Any signed-in user: the community's public channel (a light page of its own, which links back).
      {
        label: 'layout:nav.public_chat',
        path: '/public-chat',
        icon: MessagesSquare,
        isDocument: true,
      },
    ],
  },
  {
    label: 'layout:groups.sport',
    items: [
      { label: 'layout:nav.courts', path: '/courts', icon: MapPinned, permission: 'court.view' },
      {
        label: 'layout:nav.court_requests',
        path: '/court-requests',
        icon: Inbox,
        permission: 'court-request.view',
      },
      { label: 'layout:nav.clubs', path: '/clubs', icon: UsersRound, permission: 'club.view' },
      { label: 'layout:nav.matches', path: '/matches', icon: Swords, permission: 'match.view' },
      {
        label: 'layout:nav.match_generator',
        path: '/match-generator',
        icon: Shuffle,
        permission: 'match.generate',
      },
      {
        label: 'layout:nav.match_sessions',
        path: '/match-sessions',
        icon: Waypoints,
        permission: 'match.view',
      },
      {
        label: 'layout:nav.tournaments',
        path: '/tournaments',
        icon: Trophy,
        permission: 'tournament.view',
      },
      { label: 'layout:nav.rankpoints', path: '/rankpoints', icon: ListChecks, permission: 'rankpoint.view' },
    ],
  },
  {
    label: 'layout:groups.workspace',
    items: [
      {
        label: 'layout:nav.calendar',
        path: '/calendar',
        icon: CalendarDays,
        permission: 'calendar.view',
      },
      {
        label: 'layout:nav.tasks',
        path: '/tasks',
        icon: ClipboardList,
        permission: 'task.view',
      },
      {
        label: 'layout:nav.chat',
        path: '/chat',
        icon: MessageCircle,
        permission: 'chat.view',
        badge: 'chat',
      },
      {
        label: 'layout:nav.devices',
        path: '/devices',
        icon: Smartphone,
        permission: 'device.view',
      },
    ],
  },
  {
    label: 'layout:groups.finance',
    items: [
      {
        label: 'layout:nav.payments',
        path: '/payments',
        icon: Wallet,
        permission: 'payment.view',
        matches: ['/payments/transactions'],
      },
      {
        label: 'layout:nav.payment_gateways',
        path: '/payments/gateways',
        icon: BadgeDollarSign,
        permission: 'payment.gateway.view',
        matches: ['/payments/settings'],
      },
    ],
  },
  {
    label: 'layout:groups.communication',
    items: [
      {
        label: 'layout:nav.notifications',
        path: '/notifications',
        icon: Bell,
        permission: 'notification.view',
      },
      {
        label: 'layout:nav.send_notification',
        path: '/notifications/send',
        icon: Send,
        permission: 'notification.send',
      },
      {
        label: 'layout:nav.notification_templates',
        path: '/notification-templates',
        icon: LayoutTemplate,
        permission: 'notification.templates.view',
      },
      {
        label: 'layout:nav.notification_providers',
        path: '/notification-providers',
        icon: Server,
        permission: 'notification.providers.view',
      },
      {
        label: 'layout:nav.email_templates',
        path: '/email-templates',
        icon: Mail,
        permission: 'email-template.view',
      },
      {
        label: 'layout:nav.zalo_zns',
        path: '/notifications/zalo-zns',
        icon: MessageSquareText,
        permission: 'admin.access',
      },
    ],
  },
  {
    label: 'layout:groups.content',
    items: [
      {
        label: 'layout:nav.static_pages',
        path: '/static-pages',
        icon: FileText,
        permission: 'staticpage.view',
      },
    ],
  },
  {
    label: 'layout:groups.administration',
    items: [
      { label: 'layout:nav.users', path: '/users', icon: Users, permission: 'user.view' },
      { label: 'layout:nav.roles', path: '/roles', icon: Shield, permission: 'role.view' },
      {
        label: 'layout:nav.permissions',
        path: '/permissions',
        icon: KeyRound,
        permission: 'permission.view',
      },
      { label: 'layout:nav.audit', path: '/audit', icon: History, permission: 'audit.view' },
      {
        label: 'layout:nav.configurations',
        path: '/configurations',
        icon: Settings,
        permission: 'configuration.manage',
      },
    ],
  },
];

/** The groups with only the built items the user may open; empty groups disappear. */
export function visibleNavGroups(can: (permission: string) => boolean): NavGroup[] {
  return NAV_GROUPS.map((group) => ({
    ...group,
    items: group.items.filter(
      (item) => !item.isComingSoon && (item.permission === undefined || can(item.permission)),
    ),
  })).filter((group) => group.items.length > 0);
}

/** The most specific item whose path (or extra prefix) the current path is in. */
export function findActiveItem(pathname: string): NavItem | undefined {
  let best: { item: NavItem; length: number } | undefined;
  for (const group of NAV_GROUPS) {
    for (const item of group.items) {
      for (const prefix of [item.path, ...(item.matches ?? [])]) {
        if (
          (pathname === prefix || pathname.startsWith(`${prefix}/`)) &&
          prefix.length > (best?.length ?? -1)
        )
          best = { item, length: prefix.length };
      }
    }
  }
  return best?.item;
}
