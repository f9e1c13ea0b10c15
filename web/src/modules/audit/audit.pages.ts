import type { ModulePages } from '../../lib/module-routes';

/** The audit page's code, by route path (app/page-loaders.ts gathers them). */
export const pages: ModulePages = {
  '/audit': () => import('./pages/audit-list-page'),
};
