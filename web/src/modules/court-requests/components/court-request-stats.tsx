import { AlarmClock, CircleCheck, CircleX, Clock, FilePen, Inbox } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { StatCards } from '../../../components/stat-cards';
import { useCourtRequestStats } from '../api/get-court-request-stats';

/** Totals over the requests list: all, waiting, urgent, awaiting the applicant, approved, rejected. */
export function CourtRequestStats() {
  const { t } = useTranslation('court-requests');
  const stats = useCourtRequestStats();
  const data = stats.data?.data;
  if (stats.isError) return null;
  return (
    <StatCards
      isLoading={stats.isPending}
      columns={{ md: 3, xl: 6 }}
      items={[
        {
          id: 'total',
          label: t('court-requests:stats.total'),
          value: data?.total,
          icon: <Inbox size={18} />,
          colorPalette: 'blue',
        },
        {
          id: 'pending',
          label: t('court-requests:stats.pending'),
          value: data?.pending,
          icon: <Clock size={18} />,
          colorPalette: 'orange',
        },
        {
          id: 'urgent',
          label: t('court-requests:stats.urgent'),
          value: data?.urgent,
          helpText: t('court-requests:stats.urgent_help'),
          icon: <AlarmClock size={18} />,
          colorPalette: 'red',
        },
        {
          id: 'needs_modification',
          label: t('court-requests:stats.needs_modification'),
          value: data?.needs_modification,
          icon: <FilePen size={18} />,
          colorPalette: 'purple',
        },
        {
          id: 'approved',
          label: t('court-requests:stats.approved'),
          value: data?.approved,
          icon: <CircleCheck size={18} />,
          colorPalette: 'green',
        },
        {
          id: 'rejected',
          label: t('court-requests:stats.rejected'),
          value: data?.rejected,
          icon: <CircleX size={18} />,
          colorPalette: 'gray',
        },
      ]}
    />
  );
}
