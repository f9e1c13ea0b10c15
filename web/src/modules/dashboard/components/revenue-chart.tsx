import { Box, chakra, Text } from '@chakra-ui/react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { layoutRevenueChart, summarizeRevenue } from './revenue-chart-scale';
import { useDashboardFormat } from './use-dashboard-format';

/**
 * The payments card's 30 days of revenue as a few SVG columns (no chart library: the dashboard is
 * the first page of every session). One image for screen readers, named by its summary; each day's
 * amount in its column's tooltip.
 */
export function RevenueChart({
  days,
  currency,
}: {
  days: readonly { date: string; amount: number }[];
  currency: string;
}) {
  const { t } = useTranslation('dashboard');
  const format = useDashboardFormat();
  const layout = useMemo(() => layoutRevenueChart(days.map((day) => day.amount)), [days]);
  const { total, best } = summarizeRevenue(days);
  const summary = best
    ? t('payments.chart_summary', {
        total: format.money(total, currency),
        date: format.day(best.date),
        amount: format.money(best.amount, currency),
      })
    : t('payments.chart_empty');
  return (
    <Box>
      <chakra.svg
        role="img"
        aria-label={`${t('payments.chart_title')}. ${summary}`}
        viewBox={`0 0 ${layout.width} ${layout.height}`}
        preserveAspectRatio="none"
        width="100%"
        height="12"
        display="block"
        overflow="visible"
      >
        <chakra.line
          x1={0}
          x2={layout.width}
          y1={layout.height}
          y2={layout.height}
          stroke="border.emphasized"
          strokeWidth={1}
          vectorEffect="non-scaling-stroke"
        />
        {layout.columns.map((column, index) => {
          const day = days[index];
          if (!day || column.height === 0) return null;
          return (
            <chakra.rect
              key={day.date}
              x={column.x}
              y={column.y}
              width={column.width}
              height={column.height}
              fill={index === days.length - 1 ? 'colorPalette.solid' : 'colorPalette.emphasized'}
            >
              <title>{`${format.day(day.date)}: ${format.money(day.amount, currency)}`}</title>
            </chakra.rect>
          );
        })}
      </chakra.svg>
      {/* The image's name already says it to screen readers. */}
      <Text fontSize="xs" color="fg.muted" mt="1.5" aria-hidden="true">
        {t('payments.chart_title')} · {summary}
      </Text>
    </Box>
  );
}
