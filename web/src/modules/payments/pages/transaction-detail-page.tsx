import {
  Alert,
  Button,
  DataList,
  Heading,
  HStack,
  Link,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
} from '@chakra-ui/react';
import type { PaymentDetail } from '@pickleball/domain';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { DetailItem, DetailPanel } from '../../../components/detail-panel';
import { PageHeader } from '../../../components/page-header';
import { formatDateTime } from '../../../lib/format';
import { formatMoney } from '../../../lib/money';
import { usePayment } from '../api/get-payment';
import { JsonView, toJsonText } from '../components/json-view';
import { PaymentActions } from '../components/payment-actions';
import { PaymentStatusBadge, ProviderBadge } from '../components/payment-badges';
import { PaymentHistory } from '../components/payment-history';
import { FLAG_HELP, usePaymentLabels, usePurposeLabel } from '../components/payment-labels';
import { PaymentRefunds } from '../components/payment-refunds';

/** The amount in large type with its status, and what went back or may still go back. */
function AmountSummary({ payment }: { payment: PaymentDetail }) {
  const { t, i18n } = useTranslation('payments');
  const locale = i18n.language;
  const money = (amount: number) => formatMoney(amount, payment.currency, locale);
  return (
    <Stack
      gap="2"
      borderWidth="1px"
      borderRadius="lg"
      bg="bg.panel"
      p={{ base: '4', md: '6' }}
      direction={{ base: 'column', md: 'row' }}
      justify="space-between"
      align={{ base: 'flex-start', md: 'center' }}
    >
      <Stack gap="1">
        <HStack gap="3" flexWrap="wrap">
          <Text fontSize={{ base: '2xl', md: '3xl' }} fontWeight="bold" fontVariantNumeric="tabular-nums">
            {money(payment.amount)}
          </Text>
          <PaymentStatusBadge status={payment.status} size="lg" />
        </HStack>
        <Text color="fg.muted">{payment.description}</Text>
      </Stack>
      <DataList.Root orientation="horizontal" size="sm">
        {payment.refunded_amount > 0 && (
          <DetailItem label={t('payments:fields.refunded_amount')}>
            {money(payment.refunded_amount)}
          </DetailItem>
        )}
        {payment.refundable_amount > 0 && (
          <DetailItem label={t('payments:fields.refundable_amount')}>
            {money(payment.refundable_amount)}
          </DetailItem>
        )}
        <DetailItem label={t('payments:fields.paid_at')}>
          {formatDateTime(payment.paid_at, locale) || '—'}
        </DetailItem>
      </DataList.Root>
    </Stack>
  );
}

function PaymentFacts({ payment }: { payment: PaymentDetail }) {
  const { t, i18n } = useTranslation('payments');
  const purposeLabel = usePurposeLabel();
  const locale = i18n.language;
  return (
    <DetailPanel title={t('payments:detail.about')}>
      <DataList.Root orientation="horizontal" size="sm">
        <DetailItem label={t('payments:fields.transaction_id')}>
          <Text fontFamily="mono">{payment.transaction_id}</Text>
        </DetailItem>
        <DetailItem label={t('payments:fields.payer')}>
          {payment.user ? (
            <Stack gap="0">
              <Text>
                {payment.user.name}{' '}
                <Text as="span" color="fg.muted">
                  @{payment.user.username}
                </Text>
              </Text>
              <Link asChild variant="underline" fontSize="inherit" alignSelf="flex-start">
                <RouterLink to={`/payments/transactions?user_id=${payment.user.id}`}>
                  {t('payments:detail.payer_payments')}
                </RouterLink>
              </Link>
            </Stack>
          ) : (
            '—'
          )}
        </DetailItem>
        <DetailItem label={t('payments:fields.reference')}>{payment.reference ?? '—'}</DetailItem>
        <DetailItem label={t('payments:fields.purpose')}>
          {purposeLabel(payment.purpose.type)}
          {payment.purpose.id !== null && ` #${payment.purpose.id}`}
        </DetailItem>
        <DetailItem label={t('payments:fields.created_by')}>
          {payment.created_by?.name ?? t('payments:detail.system')}
        </DetailItem>
        <DetailItem label={t('payments:fields.created_at')}>
          {formatDateTime(payment.created_at, locale)}
        </DetailItem>
        <DetailItem label={t('payments:fields.updated_at')}>
          {formatDateTime(payment.updated_at, locale)}
        </DetailItem>
      </DataList.Root>
    </DetailPanel>
  );
}

function GatewayFacts({ payment }: { payment: PaymentDetail }) {
  const { t } = useTranslation('payments');
  return (
    <DetailPanel title={t('payments:detail.gateway')}>
      <Stack gap="4">
        <DataList.Root orientation="horizontal" size="sm">
          <DetailItem label={t('payments:fields.gateway')}>
            {payment.gateway ? (
              <HStack gap="2" flexWrap="wrap">
                <Text>{payment.gateway.name}</Text>
                <ProviderBadge provider={payment.gateway.provider} />
              </HStack>
            ) : (
              t('payments:detail.no_gateway_yet')
            )}
          </DetailItem>
          <DetailItem label={t('payments:fields.gateway_reference')}>
            <Text fontFamily="mono">{payment.gateway_reference ?? '—'}</Text>
          </DetailItem>
          <DetailItem label={t('payments:fields.gateway_status')}>
            <Text fontFamily="mono">{payment.gateway_status ?? '—'}</Text>
          </DetailItem>
        </DataList.Root>
        <Stack gap="1">
          <Heading as="h3" size="sm">
            {t('payments:fields.gateway_response')}
          </Heading>
          {payment.gateway_response === null || payment.gateway_response === undefined ? (
            <Text fontSize="sm" color="fg.muted">
              {t('payments:detail.no_gateway_response')}
            </Text>
          ) : (
            <JsonView
              value={payment.gateway_response}
              showLabel={t('payments:detail.show_response')}
              hideLabel={t('payments:detail.hide_response')}
            />
          )}
        </Stack>
      </Stack>
    </DetailPanel>
  );
}

/** The metadata's keys and values; a nested value as JSON text. */
function Metadata({ metadata }: { metadata: Record<string, unknown> }) {
  const { t } = useTranslation('payments');
  const entries = Object.entries(metadata);
  return (
    <DetailPanel title={t('payments:fields.metadata')}>
      {entries.length === 0 ? (
        <Text fontSize="sm" color="fg.muted">
          {t('payments:detail.no_metadata')}
        </Text>
      ) : (
        <DataList.Root orientation="horizontal" size="sm">
          {entries.map(([key, value]) => (
            <DetailItem key={key} label={key}>
              <Text
                fontFamily={typeof value === 'object' && value !== null ? 'mono' : undefined}
                whiteSpace="pre-wrap"
              >
                {typeof value === 'string' ? value : toJsonText(value)}
              </Text>
            </DetailItem>
          ))}
        </DataList.Root>
      )}
    </DetailPanel>
  );
}

/** /payments/transactions/{id}: a payment with its gateway's word, refunds and history; live; actions for payment.manage. */
export default function TransactionDetailPage() {
  const { t } = useTranslation(['payments', 'ui']);
  const id = Number(useParams().id);
  const payment = usePayment(id);
  const labels = usePaymentLabels();
  const data = payment.data?.data;
  const title = data
    ? t('payments:detail.title', { id: data.transaction_id })
    : t('payments:detail.title_loading');
  return (
    <>
      <PageHeader
        title={title}
        breadcrumbs={[
          { label: t('ui:page.home'), to: '/dashboard' },
          { label: t('payments:title'), to: '/payments' },
          { label: t('payments:transactions.title'), to: '/payments/transactions' },
          { label: data?.transaction_id ?? t('payments:detail.title_loading') },
        ]}
        actions={data && <PaymentActions payment={data} />}
      />
      {payment.isError ? (
        <Alert.Root status="error" maxW="4xl">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{t('payments:detail.load_failed')}</Alert.Title>
            <Alert.Description>{payment.error.message}</Alert.Description>
          </Alert.Content>
          <HStack>
            <Button size="sm" variant="outline" onClick={() => void payment.refetch()}>
              {t('payments:actions.retry_load')}
            </Button>
            <Button size="sm" variant="ghost" asChild>
              <RouterLink to="/payments/transactions">{t('ui:page.back_to_list')}</RouterLink>
            </Button>
          </HStack>
        </Alert.Root>
      ) : data ? (
        <Stack gap="6">
          {data.flag && (
            <Alert.Root status="warning">
              <Alert.Indicator />
              <Alert.Content>
                <Alert.Title>{labels.flagLabel(data.flag)}</Alert.Title>
                <Alert.Description>{t(FLAG_HELP[data.flag])}</Alert.Description>
              </Alert.Content>
            </Alert.Root>
          )}
          <AmountSummary payment={data} />
          <SimpleGrid columns={{ base: 1, lg: 2 }} gap="6">
            <PaymentFacts payment={data} />
            <GatewayFacts payment={data} />
          </SimpleGrid>
          <DetailPanel title={t('payments:refunds.title')}>
            <PaymentRefunds payment={data} />
          </DetailPanel>
          <SimpleGrid columns={{ base: 1, lg: 2 }} gap="6" alignItems="start">
            <DetailPanel title={t('payments:history.title')}>
              <PaymentHistory payment={data} />
            </DetailPanel>
            <Metadata metadata={data.metadata} />
          </SimpleGrid>
        </Stack>
      ) : (
        <Stack gap="4" aria-busy="true">
          <Skeleton height="24" />
          <Skeleton height="48" />
          <Skeleton height="64" />
        </Stack>
      )}
    </>
  );
}
