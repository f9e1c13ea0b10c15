import type { ModulePages } from '../../lib/module-routes';

/** The permissions pages' code, by route path (app/page-loaders.ts gathers them). */
export const pages: ModulePages = {
  '/permissions': () => import('./pages/permissions-list-page'),
  '/permissions/create': () => import('./pages/permission-create-page'),
  '/permissions/:id/edit': () => import('./pages/permission-edit-page'),
};
