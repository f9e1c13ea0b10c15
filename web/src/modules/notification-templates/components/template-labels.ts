import {
  NOTIFICATION_CATEGORIES,
  NOTIFICATION_CHANNELS,
  type NotificationCategory,
  type NotificationChannel,
} from '@pickleball/domain';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/** The module's vocabularies, with the full keys written out (CONVENTIONS §8). */
export const TYPE_KEYS: Record<NotificationChannel, string> = {
  in_app: 'notification-templates:type.in_app',
  email: 'notification-templates:type.email',
  sms: 'notification-templates:type.sms',
  zalo_zns: 'notification-templates:type.zalo_zns',
  push: 'notification-templates:type.push',
  webhook: 'notification-templates:type.webhook',
};

export const CATEGORY_KEYS: Record<NotificationCategory, string> = {
  system: 'notification-templates:category.system',
  promotion: 'notification-templates:category.promotion',
  ads: 'notification-templates:category.ads',
  match: 'notification-templates:category.match',
  tournament: 'notification-templates:category.tournament',
  club: 'notification-templates:category.club',
  payment: 'notification-templates:category.payment',
  user: 'notification-templates:category.user',
  announcement: 'notification-templates:category.announcement',
};

export function useTemplateLabels() {
  const { t, i18n } = useTranslation('notification-templates');
  const language = i18n.language;
  return useMemo(() => {
    void language;
    return {
      typeLabel: (type: NotificationChannel) => t(TYPE_KEYS[type]),
      categoryLabel: (category: NotificationCategory) => t(CATEGORY_KEYS[category]),
      typeOptions: NOTIFICATION_CHANNELS.map((value) => ({ value, label: t(TYPE_KEYS[value]) })),
      categoryOptions: NOTIFICATION_CATEGORIES.map((value) => ({ value, label: t(CATEGORY_KEYS[value]) })),
      activeOptions: [
        { value: 'true', label: t('notification-templates:status.active') },
        { value: 'false', label: t('notification-templates:status.inactive') },
      ],
    };
  }, [t, language]);
}
