import { Box, Link, Text } from '@chakra-ui/react';
import type { Device } from '@pickleball/domain';
import type { ColumnDef } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate, formatDateTime } from '../../../lib/format';
import { DeviceStatusBadge } from './device-badges';
import { useDeviceLabels } from './device-labels';
import { type DeviceActionHandlers, DeviceRowActions } from './device-row-actions';

const DASH = <Text color="fg.muted">—</Text>;

/** The devices table's columns; ids are the API's sort fields. */
export function useDeviceColumns(handlers: DeviceActionHandlers): ColumnDef<Device>[] {
  const { t, i18n } = useTranslation('devices');
  const labels = useDeviceLabels();
  const locale = i18n.language;
  return useMemo<ColumnDef<Device>[]>(
    () => [
      {
        id: 'name',
        accessorKey: 'name',
        enableHiding: false,
        meta: { card: 'title', label: t('devices:fields.name') },
        cell: ({ row }) => (
          <Box minW="48" maxW="sm">
            <Link
              as="button"
              fontWeight="medium"
              textAlign="start"
              onClick={(event) => {
                event.stopPropagation();
                handlers.onView(row.original);
              }}
            >
              {row.original.name}
            </Link>
            {(row.original.manufacturer || row.original.model) && (
              <Text fontSize="xs" color="fg.muted" lineClamp={1}>
                {[row.original.manufacturer, row.original.model].filter(Boolean).join(' · ')}
              </Text>
            )}
          </Box>
        ),
      },
      {
        id: 'user',
        enableSorting: false,
        meta: { card: 'subtitle', label: t('devices:fields.user') },
        cell: ({ row }) =>
          row.original.user ? (
            <Box minW="32">
              <Text>{row.original.user.name}</Text>
              <Text fontSize="xs" color="fg.muted">
                @{row.original.user.username}
              </Text>
            </Box>
          ) : (
            DASH
          ),
      },
      {
        id: 'platform',
        enableSorting: false,
        meta: { card: 'body', label: t('devices:fields.platform') },
        cell: ({ row }) => (
          <Text whiteSpace="nowrap">
            {labels.platformLabel(row.original.platform)}
            {row.original.os_version ? ` ${row.original.os_version}` : ''}
          </Text>
        ),
      },
      {
        id: 'app_version',
        accessorKey: 'app_version',
        meta: { card: 'body', label: t('devices:fields.app_version') },
        cell: ({ row }) => (row.original.app_version ? <Text>{row.original.app_version}</Text> : DASH),
      },
      {
        id: 'status',
        enableSorting: false,
        meta: { card: 'status', label: t('devices:fields.status') },
        cell: ({ row }) => (
          <DeviceStatusBadge status={row.original.status} isArchived={row.original.is_archived} />
        ),
      },
      {
        id: 'last_active_at',
        accessorKey: 'last_active_at',
        meta: { card: 'body', label: t('devices:fields.last_active_at') },
        cell: ({ row }) =>
          row.original.last_active_at ? (
            <Text whiteSpace="nowrap">{formatDateTime(row.original.last_active_at, locale)}</Text>
          ) : (
            <Text color="fg.muted">{t('devices:never_active')}</Text>
          ),
      },
      {
        id: 'ip_address',
        enableSorting: false,
        meta: { card: 'hidden', label: t('devices:fields.ip_address') },
        cell: ({ row }) =>
          row.original.ip_address ? <Text fontFamily="mono">{row.original.ip_address}</Text> : DASH,
      },
      {
        id: 'serial_number',
        enableSorting: false,
        meta: { card: 'hidden', label: t('devices:fields.serial_number') },
        cell: ({ row }) =>
          row.original.serial_number ? <Text fontFamily="mono">{row.original.serial_number}</Text> : DASH,
      },
      {
        id: 'registered_at',
        accessorKey: 'registered_at',
        meta: { card: 'hidden', label: t('devices:fields.registered_at') },
        cell: ({ row }) => <Text whiteSpace="nowrap">{formatDate(row.original.registered_at, locale)}</Text>,
      },
      {
        id: 'actions',
        enableSorting: false,
        enableHiding: false,
        meta: { label: t('devices:fields.actions'), align: 'end', width: '3rem' },
        header: () => <Text srOnly>{t('devices:fields.actions')}</Text>,
        cell: ({ row }) => <DeviceRowActions device={row.original} handlers={handlers} />,
      },
    ],
    [t, labels, locale, handlers],
  );
}
