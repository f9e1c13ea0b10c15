import { Box, Link, Text } from '@chakra-ui/react';
import type { User } from '@pickleball/domain';
import type { ColumnDef } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate, formatDateTime } from '../../../lib/format';
import { EmailVerifiedBadge, RoleBadges, UserStatusBadge } from './user-badges';
import { UserRowActions, type UserRowActionsProps } from './user-row-actions';

/** The users table's columns; ids are the API's sort fields. */
export function useUserColumns(actions: Omit<UserRowActionsProps, 'user'>): ColumnDef<User>[] {
  const { t, i18n } = useTranslation('users');
  const locale = i18n.language;
  const { onView, onToggleStatus, onDelete } = actions;
  return useMemo<ColumnDef<User>[]>(
    () => [
      {
        id: 'name',
        accessorKey: 'name',
        enableHiding: false,
        meta: { card: 'title', label: t('users:fields.name') },
        cell: ({ row }) => (
          <Box minW="40">
            <Link
              as="button"
              fontWeight="medium"
              textAlign="start"
              onClick={() => onView(row.original)}
              aria-label={t('users:actions.view_named', { name: row.original.name })}
            >
              {row.original.name}
            </Link>
            <Text fontSize="xs" color="fg.muted">
              @{row.original.username}
            </Text>
          </Box>
        ),
      },
      {
        id: 'email',
        accessorKey: 'email',
        meta: { card: 'subtitle', label: t('users:fields.email') },
        cell: ({ row }) => row.original.email ?? <Text color="fg.muted">—</Text>,
      },
      {
        id: 'phone',
        accessorKey: 'phone',
        enableSorting: false,
        meta: { card: 'hidden', label: t('users:fields.phone') },
        cell: ({ row }) => row.original.phone ?? <Text color="fg.muted">—</Text>,
      },
      {
        id: 'roles',
        enableSorting: false,
        meta: { card: 'body', label: t('users:fields.roles') },
        cell: ({ row }) => <RoleBadges roles={row.original.roles} />,
      },
      {
        id: 'is_active',
        enableSorting: false,
        meta: { card: 'status', label: t('users:fields.is_active') },
        cell: ({ row }) => <UserStatusBadge isActive={row.original.is_active} />,
      },
      {
        id: 'email_verified',
        enableSorting: false,
        meta: { card: 'hidden', label: t('users:fields.email_verified') },
        cell: ({ row }) => <EmailVerifiedBadge verified={row.original.email_verified} />,
      },
      {
        id: 'last_login_at',
        accessorKey: 'last_login_at',
        meta: { card: 'body', label: t('users:fields.last_login_at') },
        cell: ({ row }) =>
          row.original.last_login_at ? (
            <Text whiteSpace="nowrap">{formatDateTime(row.original.last_login_at, locale)}</Text>
          ) : (
            <Text color="fg.muted">{t('users:never')}</Text>
          ),
      },
      {
        id: 'created_at',
        accessorKey: 'created_at',
        meta: { card: 'hidden', label: t('users:fields.created_at') },
        cell: ({ row }) => <Text whiteSpace="nowrap">{formatDate(row.original.created_at, locale)}</Text>,
      },
      {
        id: 'actions',
        enableSorting: false,
        enableHiding: false,
        meta: { label: t('users:fields.actions'), align: 'end', width: '12' },
        header: () => <Box srOnly>{t('users:fields.actions')}</Box>,
        cell: ({ row }) => (
          <UserRowActions
            user={row.original}
            onView={onView}
            onToggleStatus={onToggleStatus}
            onDelete={onDelete}
          />
        ),
      },
    ],
    [t, locale, onView, onToggleStatus, onDelete],
  );
}
