import type { LucideIcon } from 'lucide-react';
import type { ComponentType, LazyExoticComponent } from 'react';

/**
 * What a web module declares of its signed-in pages, in two files the app finds by name
 * (`import.meta.glob`), so a new module touches only its own folder:
 * - `<module>.routes.ts` exports `routes: ModuleRoutes`: its routes and its menu items. The shell
 *   loads it with the first screen, so it holds only paths, permissions, `page(path)` and icons.
 * - `<module>.pages.ts` exports `pages: ModulePages`: the import of each page's code with its
 *   texts. app/page-loaders.ts gathers them and is fetched only on the first navigation, so those
 *   imports and the lists of chunks Vite writes beside each one stay out of the shell.
 */

/** A route of the app. A permission list means "any of". */
export interface AppRoute {
  path: string;
  permission?: string | readonly string[];
  element: LazyExoticComponent<ComponentType> | ComponentType;
}

/**
 * A sidebar entry. Each item carries the permission of the route it opens, so the menu shows only
 * what the user may open (ARCHITECTURE: hidden in the menu, 403 at navigation, refused by the
 * API). Labels are full translation keys so the catalog check finds them.
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

/** The sidebar's groups; their labels and their order are app/navigation.ts's. */
export type NavGroupName =
  | 'overview'
  | 'sport'
  | 'workspace'
  | 'finance'
  | 'communication'
  | 'content'
  | 'administration';

/** A sidebar entry placed by its module: in `group`, before the items of a higher `order`. */
export interface PlacedNavItem extends NavItem {
  group: NavGroupName;
  order: number;
}

/** A module's `<module>.routes.ts` export. */
export interface ModuleRoutes {
  /** Inside the dashboard layout, each behind its permission (SPEC §2). */
  protected: readonly AppRoute[];
  nav?: readonly PlacedNavItem[];
}

/** Fetches a page's code (and its texts, with lib/page-texts' `withTexts`). */
export type PageLoader = () => Promise<{ default: ComponentType }>;

/** A module's `<module>.pages.ts` export: the loader of each of its routes, by route path. */
export type ModulePages = Readonly<Record<string, PageLoader>>;
