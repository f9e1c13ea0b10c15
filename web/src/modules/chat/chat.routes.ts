import { MessageCircle } from 'lucide-react';
import { page } from '../../app/lazy-page';
import type { ModuleRoutes } from '../../lib/module-routes';

/** The chat (SPEC §2): the conversations, one of them open when the address names it. */
export const routes: ModuleRoutes = {
  protected: [
    {
      path: '/chat/:id?',
      permission: 'chat.view',
      element: page('/chat/:id?'),
    },
  ],
  nav: [
    {
      group: 'workspace',
      order: 30,
      label: 'layout:nav.chat',
      path: '/chat',
      icon: MessageCircle,
      permission: 'chat.view',
      badge: 'chat',
    },
  ],
};
