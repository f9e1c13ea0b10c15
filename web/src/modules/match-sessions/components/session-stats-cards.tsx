import { CircleCheck, CirclePlay, CircleX, FilePen, ListChecks } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { countOf, QueryStatCards } from '../../../components/query-stat-cards';
import { useMatchSessionStats } from '../api/get-match-session-stats';
import { useSessionLabels } from './session-labels';

/** The sessions by status, over the list. */
export function SessionStatsCards() {
  const { t } = useTranslation('match-sessions');
  const labels = useSessionLabels();
  const stats = useMatchSessionStats();
  return (
    <QueryStatCards
      query={stats}
      items={(data) => [
        {
          id: 'total',
          label: t('match-sessions:stats.total'),
          value: data?.total,
          icon: <ListChecks size={18} />,
        },
        {
          id: 'draft',
          label: labels.statusLabel('draft'),
          value: countOf(data?.by_status, 'draft'),
          icon: <FilePen size={18} />,
          colorPalette: 'gray',
        },
        {
          id: 'active',
          label: labels.statusLabel('active'),
          value: countOf(data?.by_status, 'active'),
          icon: <CirclePlay size={18} />,
          colorPalette: 'blue',
        },
        {
          id: 'completed',
          label: labels.statusLabel('completed'),
          value: countOf(data?.by_status, 'completed'),
          icon: <CircleCheck size={18} />,
          colorPalette: 'green',
        },
        {
          id: 'cancelled',
          label: labels.statusLabel('cancelled'),
          value: countOf(data?.by_status, 'cancelled'),
          icon: <CircleX size={18} />,
          colorPalette: 'red',
        },
      ]}
    />
  );
}
