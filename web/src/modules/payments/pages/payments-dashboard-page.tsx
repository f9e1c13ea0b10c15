import { Alert, Button, HStack, NativeSelect, SimpleGrid, Skeleton, Stack } from '@chakra-ui/react';
import { PAYMENT_CURRENCIES, type PaymentCurrency } from '@pickleball/domain';
import { ChartNoAxesColumn, ListOrdered } from 'lucide-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { PageHeader } from '../../../components/page-header';
import { useAuth } from '../../../lib/auth';
import { usePaymentStats } from '../api/get-payment-stats';
import { PaymentStatsCards } from '../components/payment-stats-cards';
import { RecentPayments } from '../components/recent-payments';
import { RevenueByDay, RevenueByGateway } from '../components/revenue-charts';

/** The dashboard's period: the last 30 days, cut at the reader's midnight. */
const DAYS = 30;

const isCurrency = (value: string | null): value is PaymentCurrency =>
  (PAYMENT_CURRENCIES as readonly string[]).includes(value ?? '');

/** The currency the figures are in: the settings' default until another is chosen (kept in the URL). */
function CurrencySelect({
  value,
  onChange,
}: {
  value: PaymentCurrency | undefined;
  onChange: (value: string) => void;
}) {
  const { t } = useTranslation('payments');
  return (
    <NativeSelect.Root size="sm" width="28">
      <NativeSelect.Field
        aria-label={t('payments:dashboard.currency')}
        title={t('payments:dashboard.currency')}
        value={value ?? ''}
        onChange={(event) => onChange(event.currentTarget.value)}
      >
        {value === undefined && <option value="">…</option>}
        {PAYMENT_CURRENCIES.map((currency) => (
          <option key={currency} value={currency}>
            {currency}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}

/** The figures and charts (payment.stats), or why they are not shown. */
function PaymentStatistics({
  currency,
  canViewStats,
}: {
  currency: PaymentCurrency | undefined;
  canViewStats: boolean;
}) {
  const { t } = useTranslation('payments');
  const tz = useMemo(() => Intl.DateTimeFormat().resolvedOptions().timeZone, []);
  const stats = usePaymentStats({ currency, days: DAYS, tz }, canViewStats);
  if (!canViewStats)
    return (
      <Alert.Root status="info">
        <Alert.Indicator>
          <ChartNoAxesColumn size={18} />
        </Alert.Indicator>
        <Alert.Description>{t('payments:dashboard.stats_forbidden')}</Alert.Description>
      </Alert.Root>
    );
  if (stats.isError)
    return (
      <Alert.Root status="error">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>{t('payments:dashboard.stats_failed')}</Alert.Title>
          <Alert.Description>{stats.error.message}</Alert.Description>
        </Alert.Content>
        <Button size="sm" variant="outline" onClick={() => void stats.refetch()}>
          {t('payments:actions.retry_load')}
        </Button>
      </Alert.Root>
    );
  const data = stats.data?.data;
  return (
    <Stack gap="6">
      <PaymentStatsCards stats={data} isLoading={stats.isPending} />
      {data ? (
        <SimpleGrid columns={{ base: 1, xl: 3 }} gap="6" alignItems="start">
          <Stack gridColumn={{ xl: 'span 2' }} minW="0">
            <RevenueByDay stats={data} />
          </Stack>
          <RevenueByGateway stats={data} />
        </SimpleGrid>
      ) : (
        <SimpleGrid columns={{ base: 1, xl: 3 }} gap="6" aria-busy="true">
          <Skeleton height="72" gridColumn={{ xl: 'span 2' }} />
          <Skeleton height="72" />
        </SimpleGrid>
      )}
    </Stack>
  );
}

/**
 * /payments: the payments dashboard. Figures and charts need payment.stats: without it the page
 * never asks for them and says so in their place (SPEC §8); the recent payments show either way.
 * Live: a payment that moves refreshes what it touches (the module's .live.ts).
 */
export default function PaymentsDashboardPage() {
  const { t } = useTranslation(['payments', 'ui']);
  const { can } = useAuth();
  const [searchParams, setSearchParams] = useSearchParams();
  const chosen = searchParams.get('currency');
  const currency = isCurrency(chosen) ? chosen : undefined;
  const canViewStats = can('payment.stats');
  const tz = useMemo(() => Intl.DateTimeFormat().resolvedOptions().timeZone, []);
  // The select shows the currency the figures came in (the settings' default before a choice).
  const shown = usePaymentStats({ currency, days: DAYS, tz }, canViewStats).data?.data.currency;
  return (
    <Stack gap="6">
      <PageHeader
        title={t('payments:title')}
        description={t('payments:dashboard.description')}
        breadcrumbs={[{ label: t('ui:page.home'), to: '/dashboard' }, { label: t('payments:title') }]}
        actions={
          <HStack gap="2" flexWrap="wrap">
            {canViewStats && (
              <CurrencySelect
                value={currency ?? shown}
                onChange={(value) =>
                  setSearchParams(
                    (current) => {
                      const next = new URLSearchParams(current);
                      next.set('currency', value);
                      return next;
                    },
                    { replace: true },
                  )
                }
              />
            )}
            <Button asChild variant="outline" size="sm">
              <RouterLink to="/payments/transactions">
                <ListOrdered size={16} aria-hidden="true" />
                {t('payments:transactions.title')}
              </RouterLink>
            </Button>
          </HStack>
        }
      />
      <PaymentStatistics currency={currency} canViewStats={canViewStats} />
      <RecentPayments />
    </Stack>
  );
}
