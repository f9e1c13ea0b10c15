import { DEFAULT_ROLES } from '@pickleball/domain/permissions';
import { describe, expect, it } from 'vitest';
import { NAV_GROUPS, visibleNavGroups } from './navigation';

const paths = (groups: ReturnType<typeof visibleNavGroups>) =>
  groups.flatMap((group) => group.items.map((item) => item.path));

describe('the menu and modules not built yet', () => {
  it('leaves every coming module out, even for someone who may open them all', () => {
    // Since the tournaments (issue 14) every module of the menu is built; the rule stays for the next.
    const coming = NAV_GROUPS.flatMap((group) => group.items).filter((item) => item.isComingSoon);
    const shown = paths(visibleNavGroups(() => true));
    for (const item of coming) expect(shown, item.path).not.toContain(item.path);
    expect(shown).toContain('/matches');
  });

  it('offers every signed-in user, even one without any permission, the public chat', () => {
    expect(paths(visibleNavGroups(() => false))).toContain('/public-chat');
  });

  it('gives a referee only pages that exist: the dashboard, their payments, tournaments and club nights, the public chat, the matches and the match sessions', () => {
    const referee = DEFAULT_ROLES.find((role) => role.name === 'referee');
    const granted = new Set<string>(referee?.permissions ?? []);
    expect(paths(visibleNavGroups((permission) => granted.has(permission)))).toEqual([
      '/dashboard',
      '/pay',
      '/my-tournaments',
      '/me/club-nights',
      '/public-chat',
      '/matches',
      '/match-sessions',
    ]);
  });
});

describe('the menu as modules declare it', () => {
  it('shows someone who may open everything every item, in the groups and order of before the modules declared them', () => {
    // Pinned when the items moved from this file to each module's <module>.routes.ts: the menu must
    // not change by that move, nor by a module declaring its items in its own folder.
    const groups = visibleNavGroups(() => true);
    expect(groups.map((group) => [group.label, group.items.map((item) => item.path)])).toEqual([
      [
        'layout:groups.overview',
        ['/dashboard', '/pay', '/my-tournaments', '/me/club-nights', '/public-chat'],
      ],
      [
        'layout:groups.sport',
        [
          '/courts',
          '/court-requests',
          '/clubs',
          '/matches',
          '/match-generator',
          '/match-sessions',
          '/tournaments',
          '/rankpoints',
        ],
      ],
      ['layout:groups.workspace', ['/calendar', '/tasks', '/chat', '/devices']],
      ['layout:groups.finance', ['/payments', '/payments/gateways']],
      [
        'layout:groups.communication',
        [
          '/notifications',
          '/notifications/send',
          '/notification-templates',
          '/notification-providers',
          '/email-templates',
          '/notifications/zalo-zns',
        ],
      ],
      ['layout:groups.content', ['/static-pages']],
      ['layout:groups.administration', ['/users', '/roles', '/permissions', '/audit', '/configurations']],
    ]);
  });

  it('places no two items of a group at the same order, so no file name decides which comes first', () => {
    for (const group of NAV_GROUPS) {
      const orders = group.items.map((item) => item.order);
      expect(new Set(orders).size, group.label).toBe(orders.length);
    }
  });
});
