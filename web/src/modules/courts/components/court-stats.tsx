import { Link } from '@chakra-ui/react';
import { Archive, CircleCheck, Clock, Inbox, LandPlot, MapPinned } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { countOf, QueryStatCards } from '../../../components/query-stat-cards';
import { useAuth } from '../../../lib/auth';
import { formatNumber } from '../../../lib/format';
import { useCourtStats } from '../api/get-court-stats';

/** Totals over the courts list: venues, by status, playing courts, provinces, requests waiting. */
export function CourtStats() {
  const { t, i18n } = useTranslation('courts');
  const { can } = useAuth();
  return (
    <QueryStatCards
      query={useCourtStats()}
      columns={{ md: 3, xl: 6 }}
      items={(data) => {
        const byStatus = (status: string) => countOf(data?.by_status, status);
        return [
          {
            id: 'total',
            label: t('courts:stats.total'),
            value: data?.total,
            helpText: data
              ? t('courts:stats.courts_count', {
                  count: data.total_courts,
                  formatted: formatNumber(data.total_courts, i18n.language),
                })
              : undefined,
            icon: <LandPlot size={18} />,
            colorPalette: 'blue',
          },
          {
            id: 'active',
            label: t('courts:stats.active'),
            value: byStatus('active'),
            icon: <CircleCheck size={18} />,
            colorPalette: 'green',
          },
          {
            id: 'pending',
            label: t('courts:stats.pending'),
            value: byStatus('pending'),
            icon: <Clock size={18} />,
            colorPalette: 'orange',
          },
          {
            id: 'archived',
            label: t('courts:stats.archived'),
            value: byStatus('archived'),
            icon: <Archive size={18} />,
            colorPalette: 'purple',
          },
          {
            id: 'provinces',
            label: t('courts:stats.provinces'),
            value: data?.provinces,
            icon: <MapPinned size={18} />,
            colorPalette: 'teal',
          },
          {
            id: 'requests',
            label: t('courts:stats.pending_requests'),
            value: data?.pending_requests,
            helpText: can('court-request.view') ? (
              <Link asChild fontSize="xs" colorPalette="blue">
                <RouterLink to="/court-requests?status=pending">
                  {t('courts:stats.review_requests')}
                </RouterLink>
              </Link>
            ) : undefined,
            icon: <Inbox size={18} />,
            colorPalette: 'red',
          },
        ];
      }}
    />
  );
}
