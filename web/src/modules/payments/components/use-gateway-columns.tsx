import { Badge, Box, HStack, Link, Text } from '@chakra-ui/react';
import type { Gateway } from '@pickleball/domain';
import type { ColumnDef } from '@tanstack/react-table';
import { Pencil, Trash2 } from 'lucide-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { RowActionsMenu } from '../../../components/row-actions-menu';
import { useAuth } from '../../../lib/auth';
import { formatDateTime, formatNumber } from '../../../lib/format';
import { ModeBadge, ProviderBadge } from './payment-badges';
import { usePaymentLabels } from './payment-labels';

function GatewayRowActions({
  gateway,
  onDelete,
}: {
  gateway: Gateway;
  onDelete: (gateway: Gateway) => void;
}) {
  const { t } = useTranslation('payments');
  const { can } = useAuth();
  const navigate = useNavigate();
  const canManage = can('payment.gateway.manage');
  return (
    <RowActionsMenu
      rowLabel={gateway.name}
      actions={[
        {
          value: 'edit',
          label: t('payments:actions.edit'),
          icon: Pencil,
          onSelect: () => navigate(`/payments/gateways/${gateway.id}/edit`),
          hidden: !canManage,
        },
        {
          value: 'delete',
          label: t('payments:actions.delete'),
          icon: Trash2,
          destructive: true,
          onSelect: () => onDelete(gateway),
          hidden: !canManage,
        },
      ]}
    />
  );
}

/** The gateways table's columns; ids are the API's sort fields where it sorts. */
export function useGatewayColumns(onDelete: (gateway: Gateway) => void): ColumnDef<Gateway>[] {
  const { t, i18n } = useTranslation('payments');
  const { can } = useAuth();
  const labels = usePaymentLabels();
  const locale = i18n.language;
  const canManage = can('payment.gateway.manage');
  return useMemo<ColumnDef<Gateway>[]>(
    () => [
      {
        id: 'name',
        accessorKey: 'name',
        enableHiding: false,
        meta: { card: 'title', label: t('payments:fields.name') },
        cell: ({ row }) => (
          <Box minW="40" maxW="sm">
            {canManage ? (
              <Link asChild fontWeight="medium">
                <RouterLink to={`/payments/gateways/${row.original.id}/edit`}>{row.original.name}</RouterLink>
              </Link>
            ) : (
              <Text fontWeight="medium">{row.original.name}</Text>
            )}
            <Text fontSize="xs" color="fg.muted" fontFamily="mono">
              {row.original.key}
            </Text>
          </Box>
        ),
      },
      {
        id: 'provider',
        accessorKey: 'provider',
        meta: { card: 'subtitle', label: t('payments:fields.provider') },
        cell: ({ row }) => (
          <HStack gap="1" flexWrap="wrap">
            <ProviderBadge provider={row.original.provider} />
            <ModeBadge mode={row.original.mode} />
          </HStack>
        ),
      },
      {
        id: 'status',
        enableSorting: false,
        meta: { card: 'status', label: t('payments:fields.gateway_status') },
        cell: ({ row }) => (
          <Badge colorPalette={row.original.status === 'active' ? 'green' : 'gray'} variant="subtle">
            {labels.gatewayStatusLabel(row.original.status)}
          </Badge>
        ),
      },
      {
        id: 'currencies',
        enableSorting: false,
        meta: { card: 'body', label: t('payments:fields.supported_currencies') },
        cell: ({ row }) => <Text whiteSpace="nowrap">{row.original.supported_currencies.join(', ')}</Text>,
      },
      {
        id: 'last_test',
        enableSorting: false,
        meta: { card: 'body', label: t('payments:fields.last_test') },
        cell: ({ row }) => {
          const test = row.original.last_test;
          if (!test) return <Text color="fg.muted">{t('payments:test.never')}</Text>;
          return (
            <Text
              fontSize="sm"
              color={test.ok ? undefined : 'fg.error'}
              whiteSpace={{ base: 'normal', md: 'nowrap' }}
            >
              {test.ok ? t('payments:test.ok') : t('payments:test.failed')} ·{' '}
              {formatDateTime(test.at, locale)}
            </Text>
          );
        },
      },
      {
        id: 'transaction_count',
        enableSorting: false,
        meta: { card: 'body', label: t('payments:fields.transaction_count'), align: 'end' },
        cell: ({ row }) => formatNumber(row.original.transaction_count, locale),
      },
      {
        id: 'created_at',
        accessorKey: 'created_at',
        meta: { card: 'hidden', label: t('payments:fields.created_at') },
        cell: ({ row }) => <Text whiteSpace="nowrap">{formatDateTime(row.original.created_at, locale)}</Text>,
      },
      {
        id: 'actions',
        enableSorting: false,
        enableHiding: false,
        meta: { label: t('payments:fields.actions'), align: 'end', width: '3rem' },
        header: () => <Text srOnly>{t('payments:fields.actions')}</Text>,
        cell: ({ row }) => <GatewayRowActions gateway={row.original} onDelete={onDelete} />,
      },
    ],
    [t, labels, locale, canManage, onDelete],
  );
}
