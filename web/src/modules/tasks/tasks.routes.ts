import { ClipboardList } from 'lucide-react';
import { page } from '../../app/lazy-page';
import type { ModuleRoutes } from '../../lib/module-routes';

/** The tasks (SPEC §2): the list, the board and the form. */
export const routes: ModuleRoutes = {
  protected: [
    { path: '/tasks', permission: 'task.view', element: page('/tasks') },
    { path: '/tasks/kanban', permission: 'task.view', element: page('/tasks/kanban') },
    { path: '/tasks/create', permission: 'task.create', element: page('/tasks/create') },
    { path: '/tasks/:id/edit', permission: 'task.edit', element: page('/tasks/:id/edit') },
  ],
  nav: [
    {
      group: 'workspace',
      order: 20,
      label: 'layout:nav.tasks',
      path: '/tasks',
      icon: ClipboardList,
      permission: 'task.view',
    },
  ],
};
