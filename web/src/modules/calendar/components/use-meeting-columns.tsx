import { Badge, Box, Link, Text } from '@chakra-ui/react';
import type { MeetingSummary } from '@pickleball/domain';
import type { ColumnDef } from '@tanstack/react-table';
import { CalendarArrowDown, Eye, Pencil, Trash2 } from 'lucide-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { RowActionsMenu } from '../../../components/row-actions-menu';
import { formatNumber } from '../../../lib/format';
import { useRecurrenceText } from './meeting-details';
import { formatInstant } from './meeting-format';
import { STATUS_PALETTES, useMeetingLabels } from './meeting-labels';
import { PRIORITY_PALETTES, TYPE_PALETTES } from './occurrence-events';

export interface MeetingRowHandlers {
  onView: (meeting: MeetingSummary) => void;
  onEdit: (meeting: MeetingSummary) => void;
  onDownload: (meeting: MeetingSummary) => void;
  onDelete: (meeting: MeetingSummary) => void;
}

const DASH = <Text color="fg.muted">—</Text>;

/** The meetings table's columns; ids are the API's sort fields. */
export function useMeetingColumns(handlers: MeetingRowHandlers): ColumnDef<MeetingSummary>[] {
  const { t, i18n } = useTranslation('calendar');
  const labels = useMeetingLabels();
  const recurrenceText = useRecurrenceText();
  const locale = i18n.language;
  return useMemo<ColumnDef<MeetingSummary>[]>(
    () => [
      {
        id: 'title',
        accessorKey: 'title',
        enableHiding: false,
        meta: { card: 'title', label: t('calendar:fields.title') },
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
              {row.original.title}
            </Link>
            {row.original.location && (
              <Text fontSize="xs" color="fg.muted" lineClamp={1}>
                {row.original.location}
              </Text>
            )}
          </Box>
        ),
      },
      {
        id: 'start_at',
        accessorKey: 'start_at',
        meta: { card: 'subtitle', label: t('calendar:meetings.next') },
        cell: ({ row }) => {
          const { next_start: next, timezone, all_day: allDay } = row.original;
          return next ? (
            <Text whiteSpace="nowrap">{formatInstant(next, timezone, locale, allDay)}</Text>
          ) : (
            <Text color="fg.muted">{t('calendar:meetings.no_next')}</Text>
          );
        },
      },
      {
        id: 'recurrence',
        enableSorting: false,
        meta: { card: 'body', label: t('calendar:fields.recurrence') },
        cell: ({ row }) => <Text>{recurrenceText(row.original.recurrence) ?? labels.repeat('none')}</Text>,
      },
      {
        id: 'type',
        enableSorting: false,
        meta: { card: 'body', label: t('calendar:fields.type') },
        cell: ({ row }) => (
          <Badge colorPalette={TYPE_PALETTES[row.original.type]} variant="outline">
            {labels.type(row.original.type)}
          </Badge>
        ),
      },
      {
        id: 'priority',
        accessorKey: 'priority',
        meta: { card: 'body', label: t('calendar:fields.priority') },
        cell: ({ row }) => (
          <Badge colorPalette={PRIORITY_PALETTES[row.original.priority]} variant="outline">
            {labels.priority(row.original.priority)}
          </Badge>
        ),
      },
      {
        id: 'status',
        enableSorting: false,
        meta: { card: 'status', label: t('calendar:fields.status') },
        cell: ({ row }) => (
          <Badge colorPalette={STATUS_PALETTES[row.original.status]}>
            {labels.status(row.original.status)}
          </Badge>
        ),
      },
      {
        id: 'participant_count',
        enableSorting: false,
        meta: { card: 'body', label: t('calendar:fields.participants') },
        cell: ({ row }) => <Text>{formatNumber(row.original.participant_count, locale)}</Text>,
      },
      {
        id: 'organizer',
        enableSorting: false,
        meta: { card: 'hidden', label: t('calendar:fields.organizer') },
        cell: ({ row }) => (row.original.organizer ? <Text>{row.original.organizer.name}</Text> : DASH),
      },
      {
        id: 'actions',
        enableSorting: false,
        enableHiding: false,
        meta: { label: t('calendar:fields.actions'), align: 'end', width: '3rem', card: 'actions' },
        header: () => <Text srOnly>{t('calendar:fields.actions')}</Text>,
        cell: ({ row }) => (
          <RowActionsMenu
            rowLabel={row.original.title}
            actions={[
              {
                value: 'view',
                label: t('calendar:actions.view'),
                icon: Eye,
                onSelect: () => handlers.onView(row.original),
              },
              {
                value: 'edit',
                label: t('calendar:actions.edit'),
                icon: Pencil,
                hidden: !row.original.can_edit,
                onSelect: () => handlers.onEdit(row.original),
              },
              {
                value: 'ics',
                label: t('calendar:actions.download_ics'),
                icon: CalendarArrowDown,
                onSelect: () => handlers.onDownload(row.original),
              },
              {
                value: 'delete',
                label: t('calendar:actions.delete'),
                icon: Trash2,
                hidden: !row.original.can_edit,
                destructive: true,
                onSelect: () => handlers.onDelete(row.original),
              },
            ]}
          />
        ),
      },
    ],
    [t, labels, recurrenceText, locale, handlers],
  );
}
