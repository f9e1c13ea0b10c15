import { lazy } from 'react';
import { withTexts } from '../lib/page-texts';
import type { AppRoute } from './routes';

/** Every static pages screen speaks its own namespace. */
const STATIC_PAGE_TEXTS = ['static-pages'];

/**
 * The static pages screens of the route table (SPEC §2): the list, the form (create, edit: the
 * rich-text editor loads with it only) and a page's detail with its versions. The public reads
 * the pages at /terms and /privacy, served by the server, not here.
 */
export const staticPageRoutes: AppRoute[] = [
  {
    path: '/static-pages',
    permission: 'staticpage.view',
    element: lazy(() =>
      withTexts(import('../modules/static-pages/pages/static-pages-list-page'), STATIC_PAGE_TEXTS),
    ),
  },
  // Before /static-pages/:id (react-router ranks the static segment first anyway; the table reads so too).
  {
    path: '/static-pages/create',
    permission: 'staticpage.create',
    element: lazy(() =>
      withTexts(import('../modules/static-pages/pages/static-page-create-page'), STATIC_PAGE_TEXTS),
    ),
  },
  {
    path: '/static-pages/:id',
    permission: 'staticpage.view',
    element: lazy(() =>
      withTexts(import('../modules/static-pages/pages/static-page-detail-page'), STATIC_PAGE_TEXTS),
    ),
  },
  {
    path: '/static-pages/:id/edit',
    permission: 'staticpage.edit',
    element: lazy(() =>
      withTexts(import('../modules/static-pages/pages/static-page-edit-page'), STATIC_PAGE_TEXTS),
    ),
  },
];
