import { Button } from '@chakra-ui/react';
import { CircleCheck, CircleX, Clock, RotateCcw, TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { ListParamsState } from '../../../components/data-table/use-list-params';
import { QueryStatCards } from '../../../components/query-stat-cards';
import { formatMoney } from '../../../lib/money';
import { usePaymentSummary } from '../api/get-payment-summary';
import type { PaymentFilterName } from './payment-list-config';

/**
 * The figures over the transactions list, for its filters (SPEC §4: successful, failed and
 * pending), with refunds and the flagged ones, which one click lists.
 */
export function PaymentSummaryCards({ list }: { list: ListParamsState<PaymentFilterName> }) {
  const { t, i18n } = useTranslation('payments');
  const locale = i18n.language;
  const summary = usePaymentSummary(list.query);
  const isFlaggedShown = list.params.filters.flagged === 'true';
  return (
    <QueryStatCards
      query={summary}
      columns={{ md: 3, xl: 5 }}
      items={(data) => {
        const money = (amount: number | undefined) =>
          data && amount !== undefined ? formatMoney(amount, data.currency, locale) : undefined;
        return [
          {
            id: 'successful',
            label: t('payments:summary.successful'),
            value: data?.successful.count,
            helpText: money(data?.successful.amount),
            icon: <CircleCheck size={18} />,
            colorPalette: 'green',
          },
          {
            id: 'pending',
            label: t('payments:summary.pending'),
            value: data?.pending.count,
            helpText: money(data?.pending.amount),
            icon: <Clock size={18} />,
            colorPalette: 'orange',
          },
          {
            id: 'failed',
            label: t('payments:summary.failed'),
            value: data?.failed.count,
            helpText: money(data?.failed.amount),
            icon: <CircleX size={18} />,
            colorPalette: 'red',
          },
          {
            id: 'refunded',
            label: t('payments:summary.refunded'),
            value: data?.refunded.count,
            helpText: money(data?.refunded.amount),
            icon: <RotateCcw size={18} />,
            colorPalette: 'purple',
          },
          {
            id: 'flagged',
            label: t('payments:summary.flagged'),
            value: data?.flagged,
            helpText:
              data && data.flagged > 0 && !isFlaggedShown ? (
                <Button size="2xs" variant="plain" px="0" onClick={() => list.setFilter('flagged', 'true')}>
                  {t('payments:summary.show_flagged')}
                </Button>
              ) : undefined,
            icon: <TriangleAlert size={18} />,
            colorPalette: 'orange',
          },
        ];
      }}
    />
  );
}
