import { FileText } from 'lucide-react';
import { page } from '../../app/lazy-page';
import type { ModuleRoutes } from '../../lib/module-routes';

/**
 * The static pages screens of the route table (SPEC §2): the list, the form (create, edit: the
 * rich-text editor loads with it only) and a page's detail with its versions. The public reads
 * the pages at /terms and /privacy, served by the server, not here.
 */
export const routes: ModuleRoutes = {
  protected: [
    {
      path: '/static-pages',
      permission: 'staticpage.view',
      element: page('/static-pages'),
    },
    // Before /static-pages/:id (react-router ranks the static segment first anyway; the table reads so too).
    {
      path: '/static-pages/create',
      permission: 'staticpage.create',
      element: page('/static-pages/create'),
    },
    {
      path: '/static-pages/:id',
      permission: 'staticpage.view',
      element: page('/static-pages/:id'),
    },
    {
      path: '/static-pages/:id/edit',
      permission: 'staticpage.edit',
      element: page('/static-pages/:id/edit'),
    },
  ],
  nav: [
    {
      group: 'content',
      order: 10,
      label: 'layout:nav.static_pages',
      path: '/static-pages',
      icon: FileText,
      permission: 'staticpage.view',
    },
  ],
};
