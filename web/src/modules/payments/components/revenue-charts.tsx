import { Box, Collapsible, HStack, Stack, Table, Text } from '@chakra-ui/react';
import type { PaymentStats } from '@pickleball/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DetailPanel } from '../../../components/detail-panel';
import { formatNumber } from '../../../lib/format';
import { formatMoney } from '../../../lib/money';
import { BarChart } from './bar-chart';
import { FoldTrigger } from './json-view';
import { ProviderBadge } from './payment-badges';
import { formatCompactMoney, formatDay } from './stats-format';

/** The chart's figures as a table, folded: for reading exact amounts and for screen readers. */
function DayTable({ stats }: { stats: PaymentStats }) {
  const { t, i18n } = useTranslation('payments');
  const locale = i18n.language;
  const [open, setOpen] = useState(false);
  return (
    <Collapsible.Root open={open} onOpenChange={(event) => setOpen(event.open)}>
      <Box mt="2">
        <FoldTrigger
          open={open}
          showLabel={t('payments:dashboard.show_figures')}
          hideLabel={t('payments:dashboard.hide_figures')}
        />
      </Box>
      <Collapsible.Content>
        <Table.ScrollArea borderWidth="1px" borderRadius="md" mt="2" maxH="72">
          <Table.Root size="sm" aria-label={t('payments:dashboard.revenue_by_day')}>
            <Table.Header>
              <Table.Row bg="bg.subtle">
                <Table.ColumnHeader>{t('payments:dashboard.day')}</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">{t('payments:dashboard.revenue')}</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">{t('payments:dashboard.payments')}</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {[...stats.by_day].reverse().map((day) => (
                <Table.Row key={day.date}>
                  <Table.Cell>{formatDay(day.date, locale)}</Table.Cell>
                  <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums">
                    {formatMoney(day.amount, stats.currency, locale)}
                  </Table.Cell>
                  <Table.Cell textAlign="end">{formatNumber(day.count, locale)}</Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      </Collapsible.Content>
    </Collapsible.Root>
  );
}

/** Revenue per day over the period, as columns. */
export function RevenueByDay({ stats }: { stats: PaymentStats }) {
  const { t, i18n } = useTranslation('payments');
  const locale = i18n.language;
  const money = (amount: number) => formatMoney(amount, stats.currency, locale);
  const total = stats.by_day.reduce((sum, day) => sum + day.amount, 0);
  const count = stats.by_day.reduce((sum, day) => sum + day.count, 0);
  const best = stats.by_day.reduce<PaymentStats['by_day'][number] | null>(
    (top, day) => (day.amount > (top?.amount ?? 0) ? day : top),
    null,
  );
  const summary =
    total === 0
      ? t('payments:dashboard.by_day_none', { days: stats.days })
      : t('payments:dashboard.by_day_summary', {
          days: stats.days,
          total: money(total),
          count,
          payments: formatNumber(count, locale),
          best_day: best ? formatDay(best.date, locale) : '',
          best_amount: best ? money(best.amount) : '',
        });
  return (
    <DetailPanel title={t('payments:dashboard.revenue_by_day_named', { days: stats.days })}>
      <BarChart
        title={t('payments:dashboard.revenue_by_day')}
        summary={summary}
        formatY={(value) => formatCompactMoney(value, stats.currency, locale)}
        bars={stats.by_day.map((day) => ({
          key: day.date,
          label: formatDay(day.date, locale),
          value: day.amount,
          title: t('payments:dashboard.bar_title', {
            day: formatDay(day.date, locale),
            amount: money(day.amount),
            count: day.count,
            payments: formatNumber(day.count, locale),
          }),
        }))}
      />
      <DayTable stats={stats} />
    </DetailPanel>
  );
}

/** Revenue per gateway over the period: a bar each, as a share of the best one. */
export function RevenueByGateway({ stats }: { stats: PaymentStats }) {
  const { t, i18n } = useTranslation('payments');
  const locale = i18n.language;
  const top = Math.max(0, ...stats.by_gateway.map((gateway) => gateway.amount));
  return (
    <DetailPanel title={t('payments:dashboard.revenue_by_gateway')}>
      {stats.by_gateway.length === 0 || top === 0 ? (
        <Text fontSize="sm" color="fg.muted">
          {t('payments:dashboard.by_gateway_none')}
        </Text>
      ) : (
        <Stack as="ul" gap="4" listStyleType="none" m="0" p="0">
          {stats.by_gateway.map((gateway) => (
            <Stack as="li" key={gateway.gateway_id ?? gateway.name} gap="1.5">
              <HStack justify="space-between" gap="3" flexWrap="wrap">
                <HStack gap="2" minW="0">
                  <Text fontWeight="medium" truncate>
                    {gateway.name}
                  </Text>
                  {gateway.provider && <ProviderBadge provider={gateway.provider} />}
                </HStack>
                <Text fontSize="sm" fontVariantNumeric="tabular-nums">
                  {formatMoney(gateway.amount, stats.currency, locale)}
                  <Text as="span" color="fg.muted">
                    {' · '}
                    {t('payments:dashboard.payment_count', {
                      count: gateway.count,
                      payments: formatNumber(gateway.count, locale),
                    })}
                  </Text>
                </Text>
              </HStack>
              <Box height="2" borderRadius="full" bg="bg.emphasized" overflow="hidden" aria-hidden="true">
                <Box height="full" width={`${Math.round((gateway.amount / top) * 100)}%`} bg="blue.solid" />
              </Box>
            </Stack>
          ))}
        </Stack>
      )}
    </DetailPanel>
  );
}
