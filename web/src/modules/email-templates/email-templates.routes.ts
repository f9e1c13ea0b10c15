import { Mail } from 'lucide-react';
import { page } from '../../app/lazy-page';
import type { ModuleRoutes } from '../../lib/module-routes';

/** The e-mail templates (SPEC §2): the list and the form. */
export const routes: ModuleRoutes = {
  protected: [
    {
      path: '/email-templates',
      permission: 'email-template.view',
      element: page('/email-templates'),
    },
    {
      path: '/email-templates/create',
      permission: 'email-template.create',
      element: page('/email-templates/create'),
    },
    {
      path: '/email-templates/:id/edit',
      permission: 'email-template.edit',
      element: page('/email-templates/:id/edit'),
    },
  ],
  nav: [
    {
      group: 'communication',
      order: 50,
      label: 'layout:nav.email_templates',
      path: '/email-templates',
      icon: Mail,
      permission: 'email-template.view',
    },
  ],
};
