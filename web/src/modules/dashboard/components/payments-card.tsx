import type { DashboardCards } from '@pickleball/domain';
import { Wallet } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { DashboardCard, FigureList, Headline } from './dashboard-card';

import { useDashboardFormat } from './use-dashboard-format';

/** The chart comes after the figures (issue 18: charts after the first paint). */
const RevenueChart = lazy(() =>
  import('./revenue-chart').then((module) => ({ default: module.RevenueChart })),
);

type PaymentsCardData = NonNullable<DashboardCards['payments']>;

const TRANSACTIONS = '/payments/transactions';

/**
 * Payments (payment.stats): this month's revenue, the last 30 days, and what waits (pending,
 * flagged). The links need payment.view too: without it the figures show without them.
 */
export function PaymentsCard({ card, canOpen }: { card: PaymentsCardData; canOpen: boolean }) {
  const { t } = useTranslation('dashboard');
  const format = useDashboardFormat();
  return (
    <DashboardCard
      title={t('payments.title')}
      icon={Wallet}
      to={canOpen ? '/payments' : undefined}
      colorPalette="green"
    >
      <Headline
        label={t('payments.revenue_this_month')}
        value={format.money(card.revenue_this_month, card.currency)}
      />
      {card.by_day.length > 0 && (
        <Suspense fallback={null}>
          <RevenueChart days={card.by_day} currency={card.currency} />
        </Suspense>
      )}
      <FigureList
        figures={[
          {
            id: 'pending',
            label: t('payments.pending'),
            value: format.number(card.pending),
            to: canOpen && card.pending > 0 ? `${TRANSACTIONS}?status=pending` : undefined,
          },
          {
            id: 'flagged',
            label: t('payments.flagged'),
            value: format.number(card.flagged),
            to: canOpen && card.flagged > 0 ? `${TRANSACTIONS}?flagged=true` : undefined,
            alert: card.flagged > 0 ? 'red' : undefined,
          },
        ]}
      />
    </DashboardCard>
  );
}
