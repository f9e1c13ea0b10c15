import { Badge, Box, Text } from '@chakra-ui/react';
import type { Role } from '@pickleball/domain';
import type { ColumnDef } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useAccessLabels } from '../../../components/access-labels';
import { DescriptionCell, NameCell, RowActions } from '../../../components/data-table/cells';
import { useAuth } from '../../../lib/auth';
import { formatDate, formatNumber } from '../../../lib/format';

/** The roles table's columns; ids are the API's sort fields. */
export function useRoleColumns(onDelete: (role: Role) => void): ColumnDef<Role>[] {
  const { t, i18n } = useTranslation(['roles', 'ui']);
  const { roleLabel, roleDescription } = useAccessLabels();
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
        meta: { card: 'title', label: t('roles:fields.display_name') },
        cell: ({ row }) => (
          <NameCell
            label={roleLabel(row.original)}
            name={row.original.name}
            builtInLabel={row.original.is_system ? t('roles:system') : undefined}
            minW="40"
          />
        ),
      },
      {
        id: 'description',
        enableSorting: false,
        meta: { card: 'subtitle', label: t('roles:fields.description') },
        cell: ({ row }) => <DescriptionCell text={roleDescription(row.original)} minW="48" />,
      },
      {
        id: 'permissions',
        enableSorting: false,
        meta: { card: 'body', label: t('roles:fields.permissions'), align: 'end' },
        cell: ({ row }) => (
          <Badge variant="subtle" colorPalette="blue">
            {formatNumber(row.original.permissions.length, locale)}
          </Badge>
        ),
      },
      {
        id: 'users_count',
        accessorKey: 'users_count',
        meta: { card: 'body', label: t('roles:fields.users_count'), align: 'end' },
        cell: ({ row }) => {
          const count = formatNumber(row.original.users_count, locale);
          return row.original.users_count_is_estimate
            ? t('roles:users_count_estimate', { total: count })
            : count;
        },
      },
      {
        id: 'created_at',
        accessorKey: 'created_at',
        meta: { card: 'hidden', label: t('roles:fields.created_at') },
        cell: ({ row }) => <Text whiteSpace="nowrap">{formatDate(row.original.created_at, locale)}</Text>,
      },
      {
        id: 'actions',
        enableSorting: false,
        enableHiding: false,
        meta: { label: t('ui:table.actions'), align: 'end', width: '24' },
        header: () => <Box srOnly>{t('ui:table.actions')}</Box>,
        cell: ({ row }) => (
          <RowActions
            editTo={canEdit ? `/roles/${row.original.id}/edit` : undefined}
            editLabel={t('roles:actions.edit_named', { name: roleLabel(row.original) })}
            // Built-in records cannot be deleted (the API refuses): no button to press in vain.
            onDelete={canDelete && !row.original.is_system ? () => onDelete(row.original) : undefined}
            deleteLabel={t('roles:actions.delete_named', { name: roleLabel(row.original) })}
          />
        ),
      },
    ],
    [t, locale, roleLabel, roleDescription, canEdit, canDelete, onDelete],
  );
}
