import { Badge, Box, HStack, Link, Text } from '@chakra-ui/react';
import type { NotificationTemplate } from '@pickleball/domain';
import type { ColumnDef } from '@tanstack/react-table';
import { Eye, Pencil, Trash2 } from 'lucide-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { RowActionsMenu } from '../../../components/row-actions-menu';
import { useAuth } from '../../../lib/auth';
import { formatDateTime, formatNumber } from '../../../lib/format';
import { useTemplateLabels } from './template-labels';

function TemplateRowActions({
  template,
  onDelete,
}: {
  template: NotificationTemplate;
  onDelete: (template: NotificationTemplate) => void;
}) {
  const { t } = useTranslation('notification-templates');
  const { can } = useAuth();
  const navigate = useNavigate();
  return (
    <RowActionsMenu
      rowLabel={template.name}
      actions={[
        {
          value: 'preview',
          label: t('notification-templates:actions.preview'),
          icon: Eye,
          onSelect: () => navigate(`/notification-templates/${template.id}/preview`),
        },
        {
          value: 'edit',
          label: t('notification-templates:actions.edit'),
          icon: Pencil,
          onSelect: () => navigate(`/notification-templates/${template.id}/edit`),
          hidden: !can('notification.templates.edit'),
        },
        {
          value: 'delete',
          label: t('notification-templates:actions.delete'),
          icon: Trash2,
          destructive: true,
          onSelect: () => onDelete(template),
          hidden: !can('notification.templates.edit'),
        },
      ]}
    />
  );
}

/** The templates table's columns; ids are the API's sort fields where it sorts. */
export function useTemplateColumns(
  onDelete: (template: NotificationTemplate) => void,
): ColumnDef<NotificationTemplate>[] {
  const { t, i18n } = useTranslation('notification-templates');
  const labels = useTemplateLabels();
  const locale = i18n.language;
  return useMemo<ColumnDef<NotificationTemplate>[]>(
    () => [
      {
        id: 'name',
        accessorKey: 'name',
        enableHiding: false,
        meta: { card: 'title', label: t('notification-templates:fields.name') },
        cell: ({ row }) => (
          <Box minW="40" maxW="sm">
            <Link asChild fontWeight="medium">
              <RouterLink to={`/notification-templates/${row.original.id}/preview`}>
                {row.original.name}
              </RouterLink>
            </Link>
            <Text fontSize="xs" color="fg.muted" lineClamp={1}>
              {row.original.translations.en.subject ?? row.original.translations.en.content}
            </Text>
          </Box>
        ),
      },
      {
        id: 'type',
        enableSorting: false,
        meta: { card: 'subtitle', label: t('notification-templates:fields.type') },
        cell: ({ row }) => labels.typeLabel(row.original.type),
      },
      {
        id: 'category',
        enableSorting: false,
        meta: { card: 'body', label: t('notification-templates:fields.category') },
        cell: ({ row }) => labels.categoryLabel(row.original.category),
      },
      {
        id: 'languages',
        enableSorting: false,
        meta: { card: 'body', label: t('notification-templates:fields.languages') },
        cell: ({ row }) => (
          <HStack gap="1">
            <Badge variant="surface">EN</Badge>
            {row.original.translations.vi ? (
              <Badge variant="surface">VI</Badge>
            ) : (
              <Text fontSize="xs" color="fg.muted">
                {t('notification-templates:list.english_only')}
              </Text>
            )}
          </HStack>
        ),
      },
      {
        id: 'variables',
        enableSorting: false,
        meta: { card: 'hidden', label: t('notification-templates:fields.variables'), align: 'end' },
        cell: ({ row }) => formatNumber(row.original.variables.length, locale),
      },
      {
        id: 'is_active',
        enableSorting: false,
        meta: { card: 'status', label: t('notification-templates:fields.is_active') },
        cell: ({ row }) => (
          <Badge colorPalette={row.original.is_active ? 'green' : 'gray'} variant="subtle">
            {row.original.is_active
              ? t('notification-templates:status.active')
              : t('notification-templates:status.inactive')}
          </Badge>
        ),
      },
      {
        id: 'updated_at',
        accessorKey: 'updated_at',
        meta: { card: 'hidden', label: t('notification-templates:fields.updated_at') },
        cell: ({ row }) => <Text whiteSpace="nowrap">{formatDateTime(row.original.updated_at, locale)}</Text>,
      },
      {
        id: 'actions',
        enableSorting: false,
        enableHiding: false,
        meta: { label: t('notification-templates:fields.actions'), align: 'end', width: '3rem' },
        header: () => <Text srOnly>{t('notification-templates:fields.actions')}</Text>,
        cell: ({ row }) => <TemplateRowActions template={row.original} onDelete={onDelete} />,
      },
    ],
    [t, labels, locale, onDelete],
  );
}
