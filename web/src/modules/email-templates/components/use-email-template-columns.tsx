import { Badge, Box, HStack, Link, Text } from '@chakra-ui/react';
import type { EmailTemplate } from '@pickleball/domain';
import type { ColumnDef } from '@tanstack/react-table';
import { Pencil, Trash2 } from 'lucide-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { RowActionsMenu } from '../../../components/row-actions-menu';
import { useAuth } from '../../../lib/auth';
import { formatDateTime } from '../../../lib/format';
import { describeEmailTemplate } from './email-template-labels';

function EmailTemplateRowActions({
  template,
  onDelete,
}: {
  template: EmailTemplate;
  onDelete: (template: EmailTemplate) => void;
}) {
  const { t } = useTranslation('email-templates');
  const { can } = useAuth();
  const navigate = useNavigate();
  return (
    <RowActionsMenu
      rowLabel={describeEmailTemplate(template, t)}
      actions={[
        {
          value: 'edit',
          label: t('email-templates:actions.edit'),
          icon: Pencil,
          onSelect: () => navigate(`/email-templates/${template.id}/edit`),
          hidden: !can('email-template.edit'),
        },
        {
          value: 'delete',
          label: t('email-templates:actions.delete'),
          icon: Trash2,
          destructive: true,
          onSelect: () => onDelete(template),
          // The product's own e-mails cannot be deleted.
          hidden: !can('email-template.edit') || template.is_system,
        },
      ]}
    />
  );
}

/** The e-mail templates table's columns. */
export function useEmailTemplateColumns(
  onDelete: (template: EmailTemplate) => void,
): ColumnDef<EmailTemplate>[] {
  const { t, i18n } = useTranslation('email-templates');
  const { can } = useAuth();
  const locale = i18n.language;
  const canEdit = can('email-template.edit');
  return useMemo<ColumnDef<EmailTemplate>[]>(
    () => [
      {
        id: 'name',
        accessorKey: 'name',
        enableHiding: false,
        meta: { card: 'title', label: t('email-templates:fields.name') },
        cell: ({ row }) => {
          const name = describeEmailTemplate(row.original, t);
          const { en, vi } = row.original.translations;
          return (
            <Box minW="40" maxW="sm">
              {canEdit ? (
                <Link asChild fontWeight="medium">
                  <RouterLink to={`/email-templates/${row.original.id}/edit`}>{name}</RouterLink>
                </Link>
              ) : (
                <Text fontWeight="medium">{name}</Text>
              )}
              <Text fontSize="xs" color="fg.muted" lineClamp={1}>
                {(locale === 'vi' && vi ? vi : en).subject}
              </Text>
            </Box>
          );
        },
      },
      {
        id: 'key',
        enableSorting: false,
        meta: { card: 'subtitle', label: t('email-templates:fields.key') },
        cell: ({ row }) => (
          <Text fontFamily="mono" fontSize="sm">
            {row.original.key}
          </Text>
        ),
      },
      {
        id: 'languages',
        enableSorting: false,
        meta: { card: 'body', label: t('email-templates:fields.languages') },
        cell: ({ row }) => (
          <HStack gap="1">
            <Badge variant="surface">EN</Badge>
            {row.original.translations.vi ? (
              <Badge variant="surface">VI</Badge>
            ) : (
              <Text fontSize="xs" color="fg.muted">
                {t('email-templates:list.english_only')}
              </Text>
            )}
          </HStack>
        ),
      },
      {
        id: 'is_active',
        enableSorting: false,
        meta: { card: 'status', label: t('email-templates:fields.is_active') },
        cell: ({ row }) => (
          <HStack gap="1">
            {row.original.is_system && (
              <Badge colorPalette="purple" variant="subtle">
                {t('email-templates:list.system')}
              </Badge>
            )}
            <Badge colorPalette={row.original.is_active ? 'green' : 'gray'} variant="subtle">
              {row.original.is_active
                ? t('email-templates:status.active')
                : t('email-templates:status.inactive')}
            </Badge>
          </HStack>
        ),
      },
      {
        id: 'updated_at',
        accessorKey: 'updated_at',
        meta: { card: 'hidden', label: t('email-templates:fields.updated_at') },
        cell: ({ row }) => <Text whiteSpace="nowrap">{formatDateTime(row.original.updated_at, locale)}</Text>,
      },
      {
        id: 'actions',
        enableSorting: false,
        enableHiding: false,
        meta: { label: t('email-templates:fields.actions'), align: 'end', width: '3rem' },
        header: () => <Text srOnly>{t('email-templates:fields.actions')}</Text>,
        cell: ({ row }) => <EmailTemplateRowActions template={row.original} onDelete={onDelete} />,
      },
    ],
    [t, locale, canEdit, onDelete],
  );
}
