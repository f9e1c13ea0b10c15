import { Badge, Box, HStack, Text } from '@chakra-ui/react';
import type { Permission } from '@pickleball/domain';
import type { ColumnDef } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useAccessLabels } from '../../../components/access-labels';
import { DescriptionCell, NameCell, RowActions } from '../../../components/data-table/cells';
import { useAuth } from '../../../lib/auth';
import { formatDate } from '../../../lib/format';

/** The permissions table's columns; ids are the API's sort fields. */
export function usePermissionColumns(onDelete: (permission: Permission) => void): ColumnDef<Permission>[] {
  const { t, i18n } = useTranslation(['permissions', 'ui']);
  const { permissionLabel, groupLabel, roleLabel } = useAccessLabels();
  const { can } = useAuth();
  const locale = i18n.language;
  const canEdit = can('permission.edit');
  const canDelete = can('permission.delete');
  return useMemo<ColumnDef<Permission>[]>(
    () => [
      {
        id: 'name',
        accessorKey: 'name',
        enableHiding: false,
        meta: { card: 'title', label: t('permissions:fields.name') },
        cell: ({ row }) => (
          <NameCell
            label={permissionLabel(row.original)}
            name={row.original.name}
            builtInLabel={row.original.is_system ? t('permissions:system') : undefined}
            minW="48"
          />
        ),
      },
      {
        id: 'group',
        accessorKey: 'group',
        meta: { card: 'subtitle', label: t('permissions:fields.group') },
        cell: ({ row }) => (
          <Badge variant="subtle" colorPalette="teal" whiteSpace="nowrap">
            {groupLabel(row.original.group)}
          </Badge>
        ),
      },
      {
        id: 'description',
        enableSorting: false,
        meta: { card: 'hidden', label: t('permissions:fields.description') },
        cell: ({ row }) => <DescriptionCell text={row.original.description} minW="40" />,
      },
      {
        id: 'roles',
        enableSorting: false,
        meta: { card: 'body', label: t('permissions:fields.roles') },
        cell: ({ row }) =>
          row.original.roles.length === 0 ? (
            <Text color="fg.muted">{t('permissions:no_roles')}</Text>
          ) : (
            <HStack gap="1" flexWrap="wrap" minW="40">
              {row.original.roles.map((role) => (
                <Badge key={role.id} variant="outline">
                  {roleLabel(role)}
                </Badge>
              ))}
            </HStack>
          ),
      },
      {
        id: 'created_at',
        accessorKey: 'created_at',
        meta: { card: 'hidden', label: t('permissions:fields.created_at') },
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
            editTo={canEdit ? `/permissions/${row.original.id}/edit` : undefined}
            editLabel={t('permissions:actions.edit_named', { name: row.original.name })}
            // Built-in records cannot be deleted (the API refuses): no button to press in vain.
            onDelete={canDelete && !row.original.is_system ? () => onDelete(row.original) : undefined}
            deleteLabel={t('permissions:actions.delete_named', { name: row.original.name })}
          />
        ),
      },
    ],
    [t, locale, permissionLabel, groupLabel, roleLabel, canEdit, canDelete, onDelete],
  );
}
