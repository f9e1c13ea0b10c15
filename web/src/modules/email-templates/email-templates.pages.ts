import type { ModulePages } from '../../lib/module-routes';
import { withTexts } from '../../lib/page-texts';

/** The e-mail templates' pages' code and texts, by route path (app/page-loaders.ts gathers them). */
export const pages: ModulePages = {
  '/email-templates': () => withTexts(import('./pages/email-templates-list-page'), ['email-templates']),
  '/email-templates/create': () =>
    withTexts(import('./pages/email-template-create-page'), ['email-templates']),
  '/email-templates/:id/edit': () =>
    withTexts(import('./pages/email-template-edit-page'), ['email-templates']),
};
