import type { ModulePages } from '../../lib/module-routes';

/** The users pages' code, by route path (app/page-loaders.ts gathers them). */
export const pages: ModulePages = {
  '/users': () => import('./pages/users-list-page'),
  '/users/create': () => import('./pages/user-create-page'),
  '/users/:id/edit': () => import('./pages/user-edit-page'),
};
