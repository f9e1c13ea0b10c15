import { Link } from '@chakra-ui/react';
import type { PaymentStats } from '@pickleball/domain';
import { Banknote, Clock, Percent, RotateCcw, TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { StatCards } from '../../../components/stat-cards';
import { formatMoney } from '../../../lib/money';
import { formatRate } from './stats-format';

/** The dashboard's figures: revenue this month, success rate, refunds, pending and flagged (which lists them). */
export function PaymentStatsCards({
  stats,
  isLoading,
}: {
  stats: PaymentStats | undefined;
  isLoading: boolean;
}) {
  const { t, i18n } = useTranslation('payments');
  const locale = i18n.language;
  return (
    <StatCards
      isLoading={isLoading}
      columns={{ base: 2, md: 3, xl: 5 }}
      items={[
        {
          id: 'revenue_this_month',
          label: t('payments:dashboard.revenue_this_month'),
          value: stats ? formatMoney(stats.revenue_this_month, stats.currency, locale) : undefined,
          helpText: stats
            ? t('payments:dashboard.revenue_period', {
                amount: formatMoney(stats.revenue, stats.currency, locale),
                days: stats.days,
              })
            : undefined,
          icon: <Banknote size={18} />,
          colorPalette: 'green',
        },
        {
          id: 'success_rate',
          label: t('payments:dashboard.success_rate'),
          value: stats ? formatRate(stats.success_rate, locale) : undefined,
          helpText: t('payments:dashboard.success_rate_help'),
          icon: <Percent size={18} />,
          colorPalette: 'blue',
        },
        {
          id: 'refunds',
          label: t('payments:dashboard.refunds'),
          value: stats?.refunds.count,
          helpText: stats ? formatMoney(stats.refunds.amount, stats.currency, locale) : undefined,
          icon: <RotateCcw size={18} />,
          colorPalette: 'purple',
        },
        {
          id: 'pending',
          label: t('payments:dashboard.pending'),
          value: stats?.pending,
          icon: <Clock size={18} />,
          colorPalette: 'orange',
        },
        {
          id: 'flagged',
          label: t('payments:dashboard.flagged'),
          value: stats?.flagged,
          helpText:
            stats && stats.flagged > 0 ? (
              <Link asChild>
                <RouterLink to="/payments/transactions?flagged=true">
                  {t('payments:summary.show_flagged')}
                </RouterLink>
              </Link>
            ) : undefined,
          icon: <TriangleAlert size={18} />,
          colorPalette: 'red',
        },
      ]}
    />
  );
}
