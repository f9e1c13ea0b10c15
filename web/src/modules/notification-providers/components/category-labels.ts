import type { NotificationCategory } from '@pickleball/domain';

/** Category names for the Zalo page's template per category (full keys for the catalog check). */
export const CATEGORY_KEYS: Record<NotificationCategory, string> = {
  system: 'notification-providers:category.system',
  promotion: 'notification-providers:category.promotion',
  ads: 'notification-providers:category.ads',
  match: 'notification-providers:category.match',
  tournament: 'notification-providers:category.tournament',
  club: 'notification-providers:category.club',
  payment: 'notification-providers:category.payment',
  user: 'notification-providers:category.user',
  announcement: 'notification-providers:category.announcement',
};
