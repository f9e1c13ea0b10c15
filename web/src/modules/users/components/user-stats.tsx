import { BadgeCheck, CalendarPlus, UserCheck, Users, UserX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { QueryStatCards } from '../../../components/query-stat-cards';
import { formatNumber } from '../../../lib/format';
import { useUserStats } from '../api/get-user-stats';

/** Totals over the users list: all, active, inactive, verified e-mail, new this month. */
export function UserStats() {
  const { t, i18n } = useTranslation('users');
  return (
    <QueryStatCards
      query={useUserStats()}
      columns={{ md: 3, xl: 5 }}
      items={(data) => {
        return [
          {
            id: 'total',
            label: t('users:stats.total'),
            value: data?.total,
            icon: <Users size={18} />,
            colorPalette: 'blue',
          },
          {
            id: 'active',
            label: t('users:stats.active'),
            value: data?.active,
            icon: <UserCheck size={18} />,
            colorPalette: 'green',
          },
          {
            id: 'inactive',
            label: t('users:stats.inactive'),
            value: data?.inactive,
            icon: <UserX size={18} />,
            colorPalette: 'gray',
          },
          {
            id: 'verified',
            label: t('users:stats.verified'),
            value: data?.verified,
            helpText: data
              ? t('users:stats.unverified_count', { count: formatNumber(data.unverified, i18n.language) })
              : undefined,
            icon: <BadgeCheck size={18} />,
            colorPalette: 'purple',
          },
          {
            id: 'new',
            label: t('users:stats.new_this_month'),
            value: data?.new_this_month,
            icon: <CalendarPlus size={18} />,
            colorPalette: 'orange',
          },
        ];
      }}
    />
  );
}
