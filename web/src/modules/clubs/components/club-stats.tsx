import { CircleCheck, CirclePause, Clock, Inbox, Shield, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { countOf, QueryStatCards } from '../../../components/query-stat-cards';
import { useClubStats } from '../api/get-club-stats';

/** Totals over the clubs list: clubs, by status, members, join requests waiting. */
export function ClubStats() {
  const { t } = useTranslation('clubs');
  return (
    <QueryStatCards
      query={useClubStats()}
      columns={{ md: 3, xl: 6 }}
      items={(data) => {
        const byStatus = (status: string) => countOf(data?.by_status, status);
        return [
          {
            id: 'total',
            label: t('clubs:stats.total'),
            value: data?.total,
            icon: <Shield size={18} />,
            colorPalette: 'blue',
          },
          {
            id: 'active',
            label: t('clubs:stats.active'),
            value: byStatus('active'),
            icon: <CircleCheck size={18} />,
            colorPalette: 'green',
          },
          {
            id: 'inactive',
            label: t('clubs:stats.inactive'),
            value: byStatus('inactive'),
            icon: <CirclePause size={18} />,
            colorPalette: 'gray',
          },
          {
            id: 'pending',
            label: t('clubs:stats.pending'),
            value: byStatus('pending'),
            icon: <Clock size={18} />,
            colorPalette: 'orange',
          },
          {
            id: 'members',
            label: t('clubs:stats.members'),
            value: data?.members,
            icon: <Users size={18} />,
            colorPalette: 'teal',
          },
          {
            id: 'requests',
            label: t('clubs:stats.pending_requests'),
            value: data?.pending_requests,
            icon: <Inbox size={18} />,
            colorPalette: 'red',
          },
        ];
      }}
    />
  );
}
