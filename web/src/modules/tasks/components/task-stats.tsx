import { TASK_STATUSES } from '@pickleball/domain';
import { CircleCheck, CircleDashed, Eye, LoaderCircle, TriangleAlert, UserRound } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { countOf, QueryStatCards } from '../../../components/query-stat-cards';
import { useTaskStats } from '../api/get-task-stats';
import { TASK_STATUS_COLORS, useTaskLabels } from './task-labels';

const STATUS_ICONS: Record<(typeof TASK_STATUSES)[number], ReactNode> = {
  todo: <CircleDashed size={18} />,
  in_progress: <LoaderCircle size={18} />,
  review: <Eye size={18} />,
  done: <CircleCheck size={18} />,
};

/** Figures over the tasks list and board: by status, overdue, my open tasks. */
export function TaskStats() {
  const { t } = useTranslation('tasks');
  const labels = useTaskLabels();
  return (
    <QueryStatCards
      query={useTaskStats()}
      columns={{ md: 3, xl: 6 }}
      items={(data) => [
        ...TASK_STATUSES.map((status) => ({
          id: status,
          label: labels.status(status),
          value: countOf(data?.by_status, status),
          icon: STATUS_ICONS[status],
          colorPalette: TASK_STATUS_COLORS[status],
        })),
        {
          id: 'overdue',
          label: t('tasks:stats.overdue'),
          value: data?.overdue,
          icon: <TriangleAlert size={18} />,
          colorPalette: 'red',
        },
        {
          id: 'mine',
          label: t('tasks:stats.mine_open'),
          value: data?.mine_open,
          icon: <UserRound size={18} />,
          colorPalette: 'teal',
        },
      ]}
    />
  );
}
