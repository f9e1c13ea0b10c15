import type { ModulePages } from '../../lib/module-routes';
import { withTexts } from '../../lib/page-texts';

/** The templates' pages name channels and categories in the notifications module's words. */
const TEMPLATE_TEXTS = ['notification-templates', 'notifications'];

/** The notification templates' pages' code and texts, by route path (app/page-loaders.ts gathers them). */
export const pages: ModulePages = {
  '/notification-templates': () => withTexts(import('./pages/templates-list-page'), TEMPLATE_TEXTS),
  '/notification-templates/create': () => withTexts(import('./pages/template-create-page'), TEMPLATE_TEXTS),
  '/notification-templates/:id/edit': () => withTexts(import('./pages/template-edit-page'), TEMPLATE_TEXTS),
  '/notification-templates/:id/preview': () =>
    withTexts(import('./pages/template-preview-page'), TEMPLATE_TEXTS),
};
