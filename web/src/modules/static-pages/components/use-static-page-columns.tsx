import { Box, Link, Stack, Text } from '@chakra-ui/react';
import type { StaticPageSummary } from '@pickleball/domain';
import type { ColumnDef } from '@tanstack/react-table';
import { Eye, Pencil, Power, PowerOff, Trash2 } from 'lucide-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { RowActionsMenu } from '../../../components/row-actions-menu';
import { useAuth } from '../../../lib/auth';
import { formatDate, formatDateTime } from '../../../lib/format';
import { PageLanguageBadge, PageStatusBadge, PageTypeBadge, UnpublishedBadge } from './page-badges';
import type { PageRef } from './page-dialogs';

export interface PageRowHandlers {
  onDelete: (page: PageRef) => void;
  onToggleStatus: (page: PageRef) => void;
}

function PageRowActions({ page, handlers }: { page: StaticPageSummary; handlers: PageRowHandlers }) {
  const { t } = useTranslation('static-pages');
  const { can } = useAuth();
  const navigate = useNavigate();
  const canEdit = can('staticpage.edit');
  return (
    <RowActionsMenu
      rowLabel={page.title}
      actions={[
        {
          value: 'view',
          label: t('static-pages:actions.view'),
          icon: Eye,
          onSelect: () => navigate(`/static-pages/${page.id}`),
        },
        {
          value: 'edit',
          label: t('static-pages:actions.edit'),
          icon: Pencil,
          onSelect: () => navigate(`/static-pages/${page.id}/edit`),
          hidden: !canEdit,
        },
        {
          value: 'status',
          label: page.is_active ? t('static-pages:actions.deactivate') : t('static-pages:actions.activate'),
          icon: page.is_active ? PowerOff : Power,
          onSelect: () => handlers.onToggleStatus(page),
          hidden: !canEdit,
        },
        {
          value: 'delete',
          label: t('static-pages:actions.delete'),
          icon: Trash2,
          destructive: true,
          onSelect: () => handlers.onDelete(page),
          hidden: !canEdit,
        },
      ]}
    />
  );
}

/** The pages table's columns; ids are the API's sort fields where it sorts. */
export function useStaticPageColumns(handlers: PageRowHandlers): ColumnDef<StaticPageSummary>[] {
  const { t, i18n } = useTranslation('static-pages');
  const locale = i18n.language;
  return useMemo<ColumnDef<StaticPageSummary>[]>(
    () => [
      {
        id: 'title',
        accessorKey: 'title',
        enableHiding: false,
        meta: { card: 'title', label: t('static-pages:fields.title') },
        cell: ({ row }) => (
          <Box minW="40" maxW="sm">
            <Link asChild fontWeight="medium">
              <RouterLink to={`/static-pages/${row.original.id}`}>{row.original.title}</RouterLink>
            </Link>
            {row.original.public_path && (
              <Text fontSize="xs" color="fg.muted">
                {t('static-pages:list.public_at', { path: row.original.public_path })}
              </Text>
            )}
          </Box>
        ),
      },
      {
        id: 'key',
        accessorKey: 'key',
        meta: { card: 'subtitle', label: t('static-pages:fields.key') },
        cell: ({ row }) => (
          <Text fontFamily="mono" fontSize="sm">
            {row.original.key}
          </Text>
        ),
      },
      {
        id: 'type',
        enableSorting: false,
        meta: { card: 'body', label: t('static-pages:fields.type') },
        cell: ({ row }) => <PageTypeBadge type={row.original.type} />,
      },
      {
        id: 'language',
        enableSorting: false,
        meta: { card: 'body', label: t('static-pages:fields.language') },
        cell: ({ row }) => <PageLanguageBadge language={row.original.language} />,
      },
      {
        id: 'published',
        enableSorting: false,
        meta: { card: 'body', label: t('static-pages:fields.published') },
        cell: ({ row }) => {
          const page = row.original;
          const isPublished = page.published_version !== null;
          return (
            <Stack gap="1" align="flex-start">
              {isPublished ? (
                <Text whiteSpace="nowrap" title={formatDateTime(page.published_at, locale)}>
                  {t('static-pages:list.version_on', {
                    version: page.published_version ?? 0,
                    date: formatDate(page.published_at, locale),
                  })}
                </Text>
              ) : null}
              {page.has_unpublished_changes && <UnpublishedBadge isPublished={isPublished} />}
            </Stack>
          );
        },
      },
      {
        id: 'is_active',
        enableSorting: false,
        meta: { card: 'status', label: t('static-pages:fields.is_active') },
        cell: ({ row }) => <PageStatusBadge isActive={row.original.is_active} />,
      },
      {
        id: 'updated_at',
        accessorKey: 'updated_at',
        meta: { card: 'hidden', label: t('static-pages:fields.updated_at') },
        cell: ({ row }) => <Text whiteSpace="nowrap">{formatDateTime(row.original.updated_at, locale)}</Text>,
      },
      {
        id: 'actions',
        enableSorting: false,
        enableHiding: false,
        meta: { label: t('static-pages:fields.actions'), align: 'end', width: '3rem' },
        header: () => <Text srOnly>{t('static-pages:fields.actions')}</Text>,
        cell: ({ row }) => <PageRowActions page={row.original} handlers={handlers} />,
      },
    ],
    [t, locale, handlers],
  );
}
