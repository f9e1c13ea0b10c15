import { Badge, Box, Button, HStack, IconButton, Link, Text } from '@chakra-ui/react';
import type { AuditRecord } from '@pickleball/domain';
import type { ColumnDef } from '@tanstack/react-table';
import { ListFilter } from 'lucide-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format';
import { EVENT_COLORS, useAuditLabels } from './audit-labels';
import { ChangeSummary } from './change-summary';
import { RecordName } from './record-name';

export interface AuditColumnActions {
  onOpen: (record: AuditRecord) => void;
  /** Narrows the trail to one user (clicking a name). */
  onFilterUser: (userId: number) => void;
  /** Narrows the trail to one record of a model. */
  onFilterRecord: (model: string, recordId: string) => void;
}

/** The audit table's columns. */
export function useAuditColumns({
  onOpen,
  onFilterUser,
  onFilterRecord,
}: AuditColumnActions): ColumnDef<AuditRecord>[] {
  const { t, i18n } = useTranslation(['audit', 'ui']);
  const { eventLabel, modelLabel, recordName, recordLink } = useAuditLabels();
  const locale = i18n.language;
  return useMemo<ColumnDef<AuditRecord>[]>(
    () => [
      {
        id: 'created_at',
        accessorKey: 'created_at',
        enableHiding: false,
        meta: { card: 'subtitle', label: t('audit:fields.created_at') },
        cell: ({ row }) => <Text whiteSpace="nowrap">{formatDateTime(row.original.created_at, locale)}</Text>,
      },
      {
        id: 'user',
        enableSorting: false,
        meta: { card: 'title', label: t('audit:fields.user') },
        cell: ({ row }) => {
          const user = row.original.user;
          if (!user) return <Text color="fg.muted">{t('audit:system_user')}</Text>;
          return (
            <Box>
              <Link
                as="button"
                textAlign="start"
                onClick={(event) => {
                  event.stopPropagation();
                  onFilterUser(user.id);
                }}
                title={t('audit:filters.only_user', { name: user.name })}
              >
                {user.name}
              </Link>
              <Text fontSize="xs" color="fg.muted">
                @{user.username}
              </Text>
            </Box>
          );
        },
      },
      {
        id: 'event',
        enableSorting: false,
        meta: { card: 'status', label: t('audit:fields.event') },
        cell: ({ row }) => (
          <Badge colorPalette={EVENT_COLORS[row.original.event]} variant="subtle">
            {eventLabel(row.original.event)}
          </Badge>
        ),
      },
      {
        id: 'model',
        enableSorting: false,
        meta: { card: 'body', label: t('audit:fields.model') },
        cell: ({ row }) => {
          const record = row.original;
          const { model, record_id: recordId } = record;
          return (
            <HStack gap="1" align="start">
              <RecordName
                model={modelLabel(model)}
                name={recordName(record)}
                to={record.event === 'deleted' ? null : recordLink(model, recordId)}
              />
              {recordId && (
                <IconButton
                  size="2xs"
                  variant="ghost"
                  aria-label={t('audit:filters.only_record')}
                  title={t('audit:filters.only_record')}
                  onClick={(event) => {
                    event.stopPropagation();
                    onFilterRecord(model, recordId);
                  }}
                >
                  <ListFilter />
                </IconButton>
              )}
            </HStack>
          );
        },
      },
      {
        id: 'changes',
        enableSorting: false,
        meta: { card: 'body', label: t('audit:fields.changes') },
        cell: ({ row }) => <ChangeSummary record={row.original} />,
      },
      {
        id: 'ip_address',
        enableSorting: false,
        meta: { card: 'hidden', label: t('audit:fields.ip_address') },
        cell: ({ row }) => (
          <Text fontFamily="mono" fontSize="xs">
            {row.original.ip_address ?? '—'}
          </Text>
        ),
      },
      {
        id: 'url',
        enableSorting: false,
        meta: { card: 'hidden', label: t('audit:fields.url') },
        cell: ({ row }) => (
          <Text fontFamily="mono" fontSize="xs" lineClamp={1} maxW="64">
            {row.original.url ?? '—'}
          </Text>
        ),
      },
      {
        id: 'actions',
        enableSorting: false,
        enableHiding: false,
        meta: { label: t('ui:table.actions'), align: 'end' },
        header: () => <Box srOnly>{t('ui:table.actions')}</Box>,
        cell: ({ row }) => (
          <Button size="xs" variant="outline" onClick={() => onOpen(row.original)}>
            {t('audit:details.open')}
          </Button>
        ),
      },
    ],
    [t, locale, eventLabel, modelLabel, recordName, recordLink, onOpen, onFilterUser, onFilterRecord],
  );
}
