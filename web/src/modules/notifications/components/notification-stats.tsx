import { CircleCheck, CircleX, Clock, Loader, Send } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { countOf, QueryStatCards } from '../../../components/query-stat-cards';
import { useNotificationStats } from '../api/get-notification-stats';
import { countSent } from './notification-progress';

/** Totals over the notifications list: sends, waiting, under way, failed, and deliveries that went out. */
export function NotificationStats() {
  const { t } = useTranslation('notifications');
  return (
    <QueryStatCards
      query={useNotificationStats()}
      columns={{ md: 3, xl: 5 }}
      items={(data) => [
        {
          id: 'total',
          label: t('notifications:stats.total'),
          value: data?.total,
          icon: <Send size={18} />,
          colorPalette: 'blue',
        },
        {
          id: 'pending',
          label: t('notifications:stats.pending'),
          value: countOf(data?.by_status, 'pending'),
          icon: <Clock size={18} />,
          colorPalette: 'orange',
        },
        {
          id: 'processing',
          label: t('notifications:stats.processing'),
          value: countOf(data?.by_status, 'processing'),
          icon: <Loader size={18} />,
          colorPalette: 'purple',
        },
        {
          id: 'failed',
          label: t('notifications:stats.failed'),
          value: countOf(data?.by_status, 'failed'),
          icon: <CircleX size={18} />,
          colorPalette: 'red',
        },
        {
          id: 'delivered',
          label: t('notifications:stats.deliveries_sent'),
          value: data ? countSent(data.deliveries) : undefined,
          icon: <CircleCheck size={18} />,
          colorPalette: 'green',
        },
      ]}
    />
  );
}
