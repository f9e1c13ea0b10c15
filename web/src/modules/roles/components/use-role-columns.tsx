import { Badge, Box, HStack, IconButton, Text } from '@chakra-ui/react';
import type { Role } from '@pickleball/domain';
import type { ColumnDef } from '@tanstack/react-table';
import { Pencil, Trash2 } from 'lucide-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { useAccessLabels } from '../../../components/access-labels';
import { useAuth } from '../../../lib/auth';
import { formatDate, formatNumber } from '../../../lib/format';

/** The roles table's columns; ids are the API's sort fields. */
export function useRoleColumns(onDelete: (role: Role) => void): ColumnDef<Role>[] {
  const { t, i18n } = useTranslation(['roles', 'ui']);
  const { roleLabel } = useAccessLabels();
  const { can } = useAuth();
  const locale = i18n.language;
  const canEdit = can('role.edit');
  const canDelete = can('role.delete');
  return useMemo<ColumnDef<Role>[]>(
    () => [
      {
        id: 'display_name',
        accessorKey: 'display_name',
        enableHiding: false,
        meta: { label: t('roles:fields.display_name') },
        cell: ({ row }) => (
          <Box minW="40">
            <HStack gap="2">
              <Text fontWeight="medium">{roleLabel(row.original)}</Text>
              {row.original.is_system && (
                <Badge size="sm" variant="outline" colorPalette="purple">
                  {t('roles:system')}
                </Badge>
              )}
            </HStack>
            <Text fontSize="xs" color="fg.muted" fontFamily="mono">
              {row.original.name}
            </Text>
          </Box>
        ),
      },
      {
        id: 'description',
        enableSorting: false,
        meta: { label: t('roles:fields.description') },
        cell: ({ row }) => (
          <Text lineClamp={2} minW="48" color={row.original.description ? undefined : 'fg.muted'}>
            {row.original.description ?? '—'}
          </Text>
        ),
      },
      {
        id: 'permissions',
        enableSorting: false,
        meta: { label: t('roles:fields.permissions'), align: 'end' },
        cell: ({ row }) => (
          <Badge variant="subtle" colorPalette="blue">
            {formatNumber(row.original.permissions.length, locale)}
          </Badge>
        ),
      },
      {
        id: 'users_count',
        accessorKey: 'users_count',
        meta: { label: t('roles:fields.users_count'), align: 'end' },
        cell: ({ row }) => formatNumber(row.original.users_count, locale),
      },
      {
        id: 'created_at',
        accessorKey: 'created_at',
        meta: { label: t('roles:fields.created_at') },
        cell: ({ row }) => <Text whiteSpace="nowrap">{formatDate(row.original.created_at, locale)}</Text>,
      },
      {
        id: 'actions',
        enableSorting: false,
        enableHiding: false,
        meta: { label: t('ui:table.actions'), align: 'end', width: '24' },
        header: () => <Box srOnly>{t('ui:table.actions')}</Box>,
        cell: ({ row }) => (
          <HStack gap="1" justify="flex-end">
            {canEdit && (
              <IconButton
                asChild
                size="xs"
                variant="ghost"
                aria-label={t('roles:actions.edit_named', { name: roleLabel(row.original) })}
              >
                <RouterLink to={`/roles/${row.original.id}/edit`}>
                  <Pencil />
                </RouterLink>
              </IconButton>
            )}
            {canDelete && (
              <IconButton
                size="xs"
                variant="ghost"
                colorPalette="red"
                aria-label={t('roles:actions.delete_named', { name: roleLabel(row.original) })}
                onClick={() => onDelete(row.original)}
              >
                <Trash2 />
              </IconButton>
            )}
          </HStack>
        ),
      },
    ],
    [t, locale, roleLabel, canEdit, canDelete, onDelete],
  );
}
