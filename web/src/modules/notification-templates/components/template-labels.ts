import {
  NOTIFICATION_CATEGORIES,
  NOTIFICATION_CATEGORY_LABELS,
  NOTIFICATION_CHANNEL_LABELS,
  NOTIFICATION_CHANNELS,
  type NotificationCategory,
  type NotificationChannel,
} from '@pickleball/domain';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/** A template's type (its channel) and category, named as everywhere (domain's notifications.labels.ts). */
export function useTemplateLabels() {
  const { t, i18n } = useTranslation(['notification-templates', 'notifications']);
  const language = i18n.language;
  return useMemo(() => {
    void language;
    return {
      typeLabel: (type: NotificationChannel) => t(NOTIFICATION_CHANNEL_LABELS[type]),
      categoryLabel: (category: NotificationCategory) => t(NOTIFICATION_CATEGORY_LABELS[category]),
      typeOptions: NOTIFICATION_CHANNELS.map((value) => ({
        value,
        label: t(NOTIFICATION_CHANNEL_LABELS[value]),
      })),
      categoryOptions: NOTIFICATION_CATEGORIES.map((value) => ({
        value,
        label: t(NOTIFICATION_CATEGORY_LABELS[value]),
      })),
      activeOptions: [
        { value: 'true', label: t('notification-templates:status.active') },
        { value: 'false', label: t('notification-templates:status.inactive') },
      ],
    };
  }, [t, language]);
}
