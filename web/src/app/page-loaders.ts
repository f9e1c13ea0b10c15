import type { ModulePages, PageLoader } from '../lib/module-routes';
import { withTexts } from '../lib/page-texts';

/**
 * The loaders of the app's own signed-in pages: a page under ./pages that composes two modules'
 * parts (modules do not import each other) is the app's, not a module's.
 */
const APP_PAGES: ModulePages = {
  '/court-requests/:id': () =>
    withTexts(import('./pages/court-request-detail-route'), ['court-requests', 'courts']),
};

/** Every module's `<module>.pages.ts` (lib/module-routes.ts), by file. */
const found = import.meta.glob<ModulePages>('../modules/*/*.pages.ts', { eager: true, import: 'pages' });

/**
 * The declarations merged by route path. A path declared twice is refused: one of the two pages
 * would silently never be shown.
 */
export function mergePageLoaders(
  declared: Readonly<Record<string, ModulePages>>,
): Record<string, PageLoader> {
  const loaders: Record<string, PageLoader> = {};
  const owners = new Map<string, string>();
  for (const [owner, pages] of Object.entries(declared)) {
    for (const [path, load] of Object.entries(pages)) {
      const first = owners.get(path);
      if (first !== undefined) throw new Error(`the page ${path} is declared by both ${first} and ${owner}`);
      owners.set(path, owner);
      loaders[path] = load;
    }
  }
  return loaders;
}

/**
 * The code of every signed-in page but the dashboard, by its route path. This module is the only
 * place that gathers their imports: with them come each page's list of chunks to fetch alongside
 * (no waterfall on navigation), which would otherwise weigh on every load of the frame. It is
 * fetched on the first navigation to another page (lazy-page.ts), then kept.
 */
export const PAGE_LOADERS: Readonly<Record<string, PageLoader>> = mergePageLoaders({
  'app/page-loaders.ts': APP_PAGES,
  ...found,
});
