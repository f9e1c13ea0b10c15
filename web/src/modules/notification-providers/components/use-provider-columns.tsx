import { Badge, Box, Link, Text } from '@chakra-ui/react';
import type { Provider } from '@pickleball/domain';
import type { ColumnDef } from '@tanstack/react-table';
import { Pencil, Trash2 } from 'lucide-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { RowActionsMenu } from '../../../components/row-actions-menu';
import { useAuth } from '../../../lib/auth';
import { formatDateTime, formatNumber } from '../../../lib/format';
import { HealthSummary } from './health-badge';
import { useProviderLabels } from './provider-labels';

function ProviderRowActions({
  provider,
  onDelete,
}: {
  provider: Provider;
  onDelete: (provider: Provider) => void;
}) {
  const { t } = useTranslation('notification-providers');
  const { can } = useAuth();
  const navigate = useNavigate();
  return (
    <RowActionsMenu
      rowLabel={provider.name}
      actions={[
        {
          value: 'edit',
          label: t('notification-providers:actions.edit'),
          icon: Pencil,
          onSelect: () => navigate(`/notification-providers/${provider.id}/edit`),
          hidden: !can('notification.providers.edit'),
        },
        {
          value: 'delete',
          label: t('notification-providers:actions.delete'),
          icon: Trash2,
          destructive: true,
          onSelect: () => onDelete(provider),
          hidden: !can('notification.providers.edit'),
        },
      ]}
    />
  );
}

/** The providers table's columns; ids are the API's sort fields where it sorts. */
export function useProviderColumns(onDelete: (provider: Provider) => void): ColumnDef<Provider>[] {
  const { t, i18n } = useTranslation('notification-providers');
  const { can } = useAuth();
  const labels = useProviderLabels();
  const locale = i18n.language;
  const canEdit = can('notification.providers.edit');
  return useMemo<ColumnDef<Provider>[]>(
    () => [
      {
        id: 'name',
        accessorKey: 'name',
        enableHiding: false,
        meta: { card: 'title', label: t('notification-providers:fields.name') },
        cell: ({ row }) => (
          <Box minW="40" maxW="sm">
            {canEdit ? (
              <Link asChild fontWeight="medium">
                <RouterLink to={`/notification-providers/${row.original.id}/edit`}>
                  {row.original.name}
                </RouterLink>
              </Link>
            ) : (
              <Text fontWeight="medium">{row.original.name}</Text>
            )}
            {row.original.description && (
              <Text fontSize="xs" color="fg.muted" lineClamp={1}>
                {row.original.description}
              </Text>
            )}
          </Box>
        ),
      },
      {
        id: 'type',
        enableSorting: false,
        meta: { card: 'subtitle', label: t('notification-providers:fields.type') },
        cell: ({ row }) => labels.typeLabel(row.original.type),
      },
      {
        id: 'priority',
        accessorKey: 'priority',
        meta: { card: 'body', label: t('notification-providers:fields.priority'), align: 'end' },
        cell: ({ row }) => formatNumber(row.original.priority, locale),
      },
      {
        id: 'enabled',
        enableSorting: false,
        meta: { card: 'status', label: t('notification-providers:fields.enabled') },
        cell: ({ row }) => (
          <Badge colorPalette={row.original.enabled ? 'green' : 'gray'} variant="subtle">
            {row.original.enabled
              ? t('notification-providers:status.enabled')
              : t('notification-providers:status.disabled')}
          </Badge>
        ),
      },
      {
        id: 'health',
        enableSorting: false,
        meta: { card: 'body', label: t('notification-providers:fields.health') },
        cell: ({ row }) => <HealthSummary provider={row.original} />,
      },
      {
        id: 'last_test',
        enableSorting: false,
        meta: { card: 'hidden', label: t('notification-providers:fields.last_test') },
        cell: ({ row }) => {
          const test = row.original.last_test;
          if (!test) return <Text color="fg.muted">—</Text>;
          return (
            <Text fontSize="sm" color={test.ok ? undefined : 'fg.error'} whiteSpace="nowrap">
              {test.ok ? t('notification-providers:test.ok') : t('notification-providers:test.failed')} ·{' '}
              {formatDateTime(test.at, locale)}
            </Text>
          );
        },
      },
      {
        id: 'actions',
        enableSorting: false,
        enableHiding: false,
        meta: { label: t('notification-providers:fields.actions'), align: 'end', width: '3rem' },
        header: () => <Text srOnly>{t('notification-providers:fields.actions')}</Text>,
        cell: ({ row }) => <ProviderRowActions provider={row.original} onDelete={onDelete} />,
      },
    ],
    [t, labels, locale, canEdit, onDelete],
  );
}
