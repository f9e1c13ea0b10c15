import { Box, Button, Link, Text } from '@chakra-ui/react';
import type { MyPayment } from '@pickleball/domain';
import type { ColumnDef } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { formatCurrency, formatDateTime } from '../../../lib/format';
import { PayStatusBadge } from './pay-status-badge';

/** The payer's list: what for, how much, where it stands, and "Pay" while it waits for them. */
export function useMyPaymentColumns(): ColumnDef<MyPayment>[] {
  const { t, i18n } = useTranslation('payments');
  const locale = i18n.language;
  return useMemo<ColumnDef<MyPayment>[]>(
    () => [
      {
        id: 'description',
        enableSorting: false,
        enableHiding: false,
        meta: { card: 'title', label: t('payments:fields.description') },
        cell: ({ row }) => (
          <Box minW="44" maxW="md">
            <Link asChild fontWeight="medium">
              <RouterLink to={`/pay/${row.original.id}`}>{row.original.description}</RouterLink>
            </Link>
            {row.original.reference && (
              <Text fontSize="xs" color="fg.muted">
                {row.original.reference}
              </Text>
            )}
          </Box>
        ),
      },
      {
        id: 'amount',
        enableSorting: false,
        meta: { card: 'body', label: t('payments:fields.amount'), align: 'end' },
        cell: ({ row }) => (
          <Text fontWeight="semibold" whiteSpace="nowrap" fontVariantNumeric="tabular-nums">
            {formatCurrency(row.original.amount, row.original.currency, locale)}
          </Text>
        ),
      },
      {
        id: 'status',
        enableSorting: false,
        meta: { card: 'status', label: t('payments:fields.status') },
        cell: ({ row }) => <PayStatusBadge status={row.original.status} />,
      },
      {
        id: 'created_at',
        accessorKey: 'created_at',
        meta: { card: 'subtitle', label: t('payments:fields.created_at') },
        cell: ({ row }) => <Text whiteSpace="nowrap">{formatDateTime(row.original.created_at, locale)}</Text>,
      },
      {
        id: 'actions',
        enableSorting: false,
        enableHiding: false,
        meta: { label: t('payments:fields.actions'), align: 'end' },
        header: () => <Text srOnly>{t('payments:fields.actions')}</Text>,
        cell: ({ row }) =>
          row.original.status === 'pending' ? (
            <Button asChild size="xs" colorPalette="blue">
              <RouterLink to={`/pay/${row.original.id}`}>{t('payments:pay.pay')}</RouterLink>
            </Button>
          ) : null,
      },
    ],
    [t, locale],
  );
}
