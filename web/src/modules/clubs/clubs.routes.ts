import { UsersRound } from 'lucide-react';
import { page } from '../../app/lazy-page';
import type { ModuleRoutes } from '../../lib/module-routes';

/** The clubs (SPEC §2): the list, the form, a club's detail and its members. */
export const routes: ModuleRoutes = {
  protected: [
    {
      path: '/clubs',
      permission: 'club.view',
      element: page('/clubs'),
    },
    {
      path: '/clubs/create',
      permission: 'club.create',
      element: page('/clubs/create'),
    },
    // Not in SPEC §2's table, but implied by "Clubs: list, form, members and join requests": where a row leads.
    {
      path: '/clubs/:id',
      permission: 'club.view',
      element: page('/clubs/:id'),
    },
    {
      path: '/clubs/:id/edit',
      permission: 'club.edit',
      element: page('/clubs/:id/edit'),
    },
    {
      path: '/clubs/:id/members',
      permission: 'club.member.manage',
      element: page('/clubs/:id/members'),
    },
  ],
  nav: [
    {
      group: 'sport',
      order: 30,
      label: 'layout:nav.clubs',
      path: '/clubs',
      icon: UsersRound,
      permission: 'club.view',
    },
  ],
};
