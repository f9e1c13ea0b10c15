import { Badge, Stack, Table, Text } from '@chakra-ui/react';
import type { PaymentDetail, PaymentRefund } from '@pickleball/domain';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format';
import { formatMoney } from '../../../lib/money';
import { REFUND_STATUS_COLORS, usePaymentLabels } from './payment-labels';

function RefundStatusBadge({ status }: { status: PaymentRefund['status'] }) {
  const labels = usePaymentLabels();
  return (
    <Badge colorPalette={REFUND_STATUS_COLORS[status]} variant="subtle">
      {labels.refundStatusLabel(status)}
    </Badge>
  );
}

/** A payment's refunds: a table on a laptop, one card each on a phone. */
export function PaymentRefunds({ payment }: { payment: PaymentDetail }) {
  const { t, i18n } = useTranslation('payments');
  const locale = i18n.language;
  const money = (amount: number) => formatMoney(amount, payment.currency, locale);
  if (payment.refunds.length === 0)
    return (
      <Text fontSize="sm" color="fg.muted">
        {t('payments:refunds.empty')}
      </Text>
    );
  return (
    <>
      <Stack gap="2" display={{ base: 'flex', md: 'none' }}>
        {payment.refunds.map((refund) => (
          <Stack key={refund.id} gap="1" borderWidth="1px" borderRadius="md" p="3">
            <Stack direction="row" justify="space-between" align="center">
              <Text fontWeight="semibold">{money(refund.amount)}</Text>
              <RefundStatusBadge status={refund.status} />
            </Stack>
            {refund.reason && <Text fontSize="sm">{refund.reason}</Text>}
            <Text fontSize="xs" color="fg.muted">
              {[
                refund.requested_by?.name,
                formatDateTime(refund.created_at, locale),
                refund.gateway_reference,
              ]
                .filter(Boolean)
                .join(' · ')}
            </Text>
          </Stack>
        ))}
      </Stack>
      <Table.ScrollArea borderWidth="1px" borderRadius="md" display={{ base: 'none', md: 'block' }}>
        <Table.Root size="sm" aria-label={t('payments:refunds.title')}>
          <Table.Header>
            <Table.Row bg="bg.subtle">
              <Table.ColumnHeader textAlign="end">{t('payments:fields.amount')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('payments:fields.status')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('payments:refunds.reason')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('payments:fields.gateway_reference')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('payments:refunds.requested_by')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('payments:fields.created_at')}</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {payment.refunds.map((refund) => (
              <Table.Row key={refund.id}>
                <Table.Cell textAlign="end" whiteSpace="nowrap" fontVariantNumeric="tabular-nums">
                  {money(refund.amount)}
                </Table.Cell>
                <Table.Cell>
                  <RefundStatusBadge status={refund.status} />
                </Table.Cell>
                <Table.Cell>{refund.reason ?? '—'}</Table.Cell>
                <Table.Cell fontFamily="mono">{refund.gateway_reference ?? '—'}</Table.Cell>
                <Table.Cell>{refund.requested_by?.name ?? '—'}</Table.Cell>
                <Table.Cell whiteSpace="nowrap">{formatDateTime(refund.created_at, locale)}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
    </>
  );
}
