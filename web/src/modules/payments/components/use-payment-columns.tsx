import { Box, Link, Stack, Text } from '@chakra-ui/react';
import type { Payment } from '@pickleball/domain';
import type { ColumnDef } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { formatDateTime } from '../../../lib/format';
import { formatMoney } from '../../../lib/money';
import { PaymentStatusBadges } from './payment-badges';
import { PROVIDER_NAMES, usePurposeLabel } from './payment-labels';

/** The amount, and what of it went back. */
export function AmountCell({ payment }: { payment: Payment }) {
  const { t, i18n } = useTranslation('payments');
  const locale = i18n.language;
  return (
    <Stack gap="0" align={{ base: 'flex-start', md: 'flex-end' }}>
      <Text fontWeight="semibold" whiteSpace="nowrap" fontVariantNumeric="tabular-nums">
        {formatMoney(payment.amount, payment.currency, locale)}
      </Text>
      {payment.refunded_amount > 0 && (
        <Text fontSize="xs" color="fg.muted" whiteSpace="nowrap">
          {t('payments:list.refunded_part', {
            amount: formatMoney(payment.refunded_amount, payment.currency, locale),
          })}
        </Text>
      )}
    </Stack>
  );
}

/** The transactions table's columns; ids are the API's sort fields where it sorts. */
export function usePaymentColumns(): ColumnDef<Payment>[] {
  const { t, i18n } = useTranslation('payments');
  const purposeLabel = usePurposeLabel();
  const locale = i18n.language;
  return useMemo<ColumnDef<Payment>[]>(
    () => [
      {
        id: 'id',
        accessorKey: 'id',
        enableHiding: false,
        meta: { card: 'title', label: t('payments:fields.payment') },
        header: t('payments:fields.payment'),
        cell: ({ row }) => (
          <Box minW="44" maxW="sm">
            <Link asChild fontWeight="medium">
              <RouterLink to={`/payments/transactions/${row.original.id}`}>
                {row.original.description}
              </RouterLink>
            </Link>
            <Text fontSize="xs" color="fg.muted" fontFamily="mono" truncate>
              {row.original.transaction_id}
            </Text>
          </Box>
        ),
      },
      {
        id: 'amount',
        accessorKey: 'amount',
        meta: { card: 'body', label: t('payments:fields.amount'), align: 'end', cardOrder: -1 },
        cell: ({ row }) => <AmountCell payment={row.original} />,
      },
      {
        id: 'status',
        accessorKey: 'status',
        meta: { card: 'status', label: t('payments:fields.status') },
        cell: ({ row }) => <PaymentStatusBadges status={row.original.status} flag={row.original.flag} />,
      },
      {
        id: 'payer',
        enableSorting: false,
        meta: { card: 'body', label: t('payments:fields.payer') },
        cell: ({ row }) =>
          row.original.user ? (
            <Box minW="32">
              <Text>{row.original.user.name}</Text>
              <Text fontSize="xs" color="fg.muted">
                @{row.original.user.username}
              </Text>
            </Box>
          ) : (
            <Text color="fg.muted">—</Text>
          ),
      },
      {
        id: 'gateway',
        enableSorting: false,
        meta: { card: 'body', label: t('payments:fields.gateway') },
        cell: ({ row }) =>
          row.original.gateway ? (
            <Box minW="28">
              <Text>{row.original.gateway.name}</Text>
              {row.original.gateway.name !== PROVIDER_NAMES[row.original.gateway.provider] && (
                <Text fontSize="xs" color="fg.muted">
                  {PROVIDER_NAMES[row.original.gateway.provider]}
                </Text>
              )}
            </Box>
          ) : (
            <Text color="fg.muted">{t('payments:list.no_gateway_yet')}</Text>
          ),
      },
      {
        id: 'reference',
        enableSorting: false,
        meta: { card: 'hidden', label: t('payments:fields.reference') },
        cell: ({ row }) => <Text fontFamily="mono">{row.original.reference ?? '—'}</Text>,
      },
      {
        id: 'purpose',
        enableSorting: false,
        meta: { card: 'hidden', label: t('payments:fields.purpose') },
        cell: ({ row }) => purposeLabel(row.original.purpose.type),
      },
      {
        id: 'paid_at',
        accessorKey: 'paid_at',
        meta: { card: 'hidden', label: t('payments:fields.paid_at') },
        cell: ({ row }) => (
          <Text whiteSpace="nowrap">{formatDateTime(row.original.paid_at, locale) || '—'}</Text>
        ),
      },
      {
        id: 'created_at',
        accessorKey: 'created_at',
        meta: { card: 'subtitle', label: t('payments:fields.created_at') },
        cell: ({ row }) => <Text whiteSpace="nowrap">{formatDateTime(row.original.created_at, locale)}</Text>,
      },
    ],
    [t, locale, purposeLabel],
  );
}
