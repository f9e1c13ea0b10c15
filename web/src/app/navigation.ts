import { LayoutDashboard, MessagesSquare } from 'lucide-react';
import type { NavGroupName, NavItem, PlacedNavItem } from '../lib/module-routes';
import { MODULE_ROUTES } from './routes';

/**
 * The sidebar: every SPEC §2 module, grouped. Each module declares its items in its
 * `<module>.routes.ts` (lib/module-routes.ts: the item, its group and its place there), so a new
 * module adds its entry in its own folder; this file holds the groups and the app's own items.
 */
export interface NavGroup {
  label: string;
  items: readonly PlacedNavItem[];
}

/** The groups' labels, in the sidebar's order. */
const GROUP_LABELS: Readonly<Record<NavGroupName, string>> = {
  overview: 'layout:groups.overview',
  sport: 'layout:groups.sport',
  workspace: 'layout:groups.workspace',
  finance: 'layout:groups.finance',
  communication: 'layout:groups.communication',
  content: 'layout:groups.content',
  administration: 'layout:groups.administration',
};

/** The items of no module: the dashboard (the app's page) and the public chat (a light bundle of its own). */
const APP_ITEMS: readonly PlacedNavItem[] = [
  { group: 'overview', order: 10, label: 'layout:nav.dashboard', path: '/dashboard', icon: LayoutDashboard },
  // Any signed-in user: the community's public channel (a light page of its own, which links back).
  {
    group: 'overview',
    order: 40,
    label: 'layout:nav.public_chat',
    path: '/public-chat',
    icon: MessagesSquare,
    isDocument: true,
  },
];

const items = [...APP_ITEMS, ...MODULE_ROUTES.flatMap((routes) => routes.nav ?? [])];

/** Each group with its items by their `order` (ties are refused by navigation.test.ts). */
export const NAV_GROUPS: readonly NavGroup[] = Object.entries(GROUP_LABELS).map(([name, label]) => ({
  label,
  items: items.filter((item) => item.group === name).sort((a, b) => a.order - b.order),
}));

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
