import { Alert, Box, Button, DataList, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import type { MyPayment } from '@pickleball/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams, useSearchParams } from 'react-router-dom';
import { PageHeader } from '../../../components/page-header';
import { formatCurrency, formatDateTime } from '../../../lib/format';
import { useMyPayment } from '../api/get-my-payment';
import { GatewayChoice } from '../components/gateway-choice';
import { PayStatusBadge } from '../components/pay-status-badge';
import { PaymentOutcome, WaitingForGateway } from '../components/payment-outcome';

/** What is asked: the amount in large type, what for, and where it stands. */
function PaymentSummary({ payment }: { payment: MyPayment }) {
  const { t, i18n } = useTranslation('payments');
  const locale = i18n.language;
  return (
    <Box borderWidth="1px" borderRadius="lg" bg="bg.panel" p={{ base: '4', md: '6' }}>
      <Stack gap="3">
        <HStack justify="space-between" align="flex-start" gap="3" flexWrap="wrap">
          <Text fontSize={{ base: '2xl', md: '3xl' }} fontWeight="bold" fontVariantNumeric="tabular-nums">
            {formatCurrency(payment.amount, payment.currency, locale)}
          </Text>
          <PayStatusBadge status={payment.status} size="lg" />
        </HStack>
        <Text fontSize="lg">{payment.description}</Text>
        <DataList.Root orientation="horizontal" size="sm">
          {payment.reference && (
            <DataList.Item>
              <DataList.ItemLabel minW="32">{t('payments:fields.reference')}</DataList.ItemLabel>
              <DataList.ItemValue>{payment.reference}</DataList.ItemValue>
            </DataList.Item>
          )}
          <DataList.Item>
            <DataList.ItemLabel minW="32">{t('payments:fields.transaction_id')}</DataList.ItemLabel>
            <DataList.ItemValue fontFamily="mono" overflowWrap="anywhere">
              {payment.transaction_id}
            </DataList.ItemValue>
          </DataList.Item>
          <DataList.Item>
            <DataList.ItemLabel minW="32">{t('payments:pay.requested_at')}</DataList.ItemLabel>
            <DataList.ItemValue>{formatDateTime(payment.created_at, locale)}</DataList.ItemValue>
          </DataList.Item>
        </DataList.Root>
      </Stack>
    </Box>
  );
}

/**
 * What the payer can do now. Only the API says where the payment stands: the gateway's return
 * address lands here with its own query parameters, which tell only that the payer came back (the
 * page then waits for the gateway's confirmation rather than offering to pay again at once).
 */
function PaymentNextStep({ payment, hasReturned }: { payment: MyPayment; hasReturned: boolean }) {
  const [isChoosingAgain, setChoosingAgain] = useState(false);
  if (payment.status === 'processing') return <WaitingForGateway />;
  if (payment.status === 'pending') {
    if (hasReturned && !isChoosingAgain)
      return <WaitingForGateway onChooseAgain={() => setChoosingAgain(true)} />;
    return <GatewayChoice payment={payment} />;
  }
  return <PaymentOutcome payment={payment} />;
}

/** /pay/{id}: one of the user's payments; while pending, a gateway to pay through; after it, the gateway's word, live. */
export default function MyPaymentPage() {
  const { t } = useTranslation(['payments', 'ui']);
  const id = Number(useParams().id);
  const [searchParams] = useSearchParams();
  const payment = useMyPayment(id);
  const data = payment.data?.data;
  return (
    <>
      <PageHeader
        title={t('payments:pay.title')}
        breadcrumbs={[
          { label: t('ui:page.home'), to: '/dashboard' },
          { label: t('payments:pay.list_title'), to: '/pay' },
          { label: data?.transaction_id ?? t('payments:pay.title') },
        ]}
      />
      {payment.isError ? (
        <Alert.Root status="error" maxW="2xl">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{t('payments:pay.load_failed')}</Alert.Title>
            <Alert.Description>{payment.error.message}</Alert.Description>
          </Alert.Content>
          <HStack>
            <Button size="sm" variant="outline" onClick={() => void payment.refetch()}>
              {t('payments:actions.retry_load')}
            </Button>
            <Button size="sm" variant="ghost" asChild>
              <RouterLink to="/pay">{t('ui:page.back_to_list')}</RouterLink>
            </Button>
          </HStack>
        </Alert.Root>
      ) : data ? (
        <Stack gap="5" maxW="2xl">
          <PaymentSummary payment={data} />
          <PaymentNextStep payment={data} hasReturned={searchParams.toString() !== ''} />
          <Box>
            <Button asChild variant="ghost" size="sm">
              <RouterLink to="/pay">{t('payments:pay.all_payments')}</RouterLink>
            </Button>
          </Box>
        </Stack>
      ) : (
        <Stack gap="4" maxW="2xl" aria-busy="true">
          <Skeleton height="40" />
          <Skeleton height="32" />
        </Stack>
      )}
    </>
  );
}
