import type { ModulePages } from '../../lib/module-routes';

/** The roles pages' code, by route path (app/page-loaders.ts gathers them). */
export const pages: ModulePages = {
  '/roles': () => import('./pages/roles-list-page'),
  '/roles/create': () => import('./pages/role-create-page'),
  '/roles/:id/edit': () => import('./pages/role-edit-page'),
};
