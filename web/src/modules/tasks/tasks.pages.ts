import type { ModulePages } from '../../lib/module-routes';
import { withTexts } from '../../lib/page-texts';

/** The tasks pages' code and texts, by route path (app/page-loaders.ts gathers them). */
export const pages: ModulePages = {
  '/tasks': () => withTexts(import('./pages/tasks-list-page'), ['tasks']),
  '/tasks/kanban': () => withTexts(import('./pages/tasks-board-page'), ['tasks']),
  '/tasks/create': () => withTexts(import('./pages/task-create-page'), ['tasks']),
  '/tasks/:id/edit': () => withTexts(import('./pages/task-edit-page'), ['tasks']),
};
