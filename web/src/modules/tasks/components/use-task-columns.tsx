import { Badge, Box, HStack, Link, Text, Wrap } from '@chakra-ui/react';
import type { Task } from '@pickleball/domain';
import type { ColumnDef } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { useAuth } from '../../../lib/auth';
import { formatDateTime } from '../../../lib/format';
import { AssigneeAvatar, TaskDueDate, TaskPriorityBadge, TaskStatusBadge } from './task-badges';
import { formatHours } from './task-hours';
import { TaskRowActions } from './task-row-actions';

const DASH = <Text color="fg.muted">—</Text>;

/** The tasks table's columns; ids are the API's sort fields. */
export function useTaskColumns(onArchive: (task: Task) => void): ColumnDef<Task>[] {
  const { t, i18n } = useTranslation('tasks');
  const locale = i18n.language;
  // The task's page is its edit form (SPEC §2: task.edit); others read the row as it is.
  const canEdit = useAuth().can('task.edit');
  return useMemo<ColumnDef<Task>[]>(
    () => [
      {
        id: 'title',
        accessorKey: 'title',
        enableHiding: false,
        meta: { card: 'title', label: t('tasks:fields.title') },
        cell: ({ row }) => (
          <Box minW="56" maxW="md">
            {canEdit ? (
              <Link asChild fontWeight="medium">
                <RouterLink to={`/tasks/${row.original.id}/edit`}>{row.original.title}</RouterLink>
              </Link>
            ) : (
              <Text fontWeight="medium">{row.original.title}</Text>
            )}
            {row.original.tags.length > 0 && (
              <Wrap gap="1" mt="1">
                {row.original.tags.map((tag) => (
                  <Badge key={tag} size="sm" variant="outline" colorPalette="gray" fontWeight="normal">
                    {tag}
                  </Badge>
                ))}
              </Wrap>
            )}
          </Box>
        ),
      },
      {
        id: 'status',
        accessorKey: 'status',
        meta: { card: 'status', label: t('tasks:fields.status') },
        cell: ({ row }) => <TaskStatusBadge status={row.original.status} />,
      },
      {
        id: 'priority',
        accessorKey: 'priority',
        meta: { card: 'subtitle', label: t('tasks:fields.priority') },
        cell: ({ row }) => <TaskPriorityBadge priority={row.original.priority} />,
      },
      {
        id: 'assigned_to',
        enableSorting: false,
        meta: { card: 'body', label: t('tasks:fields.assigned_to') },
        cell: ({ row }) =>
          row.original.assigned_to ? (
            <HStack gap="2" minW="36">
              <AssigneeAvatar person={row.original.assigned_to} />
              <Text>{row.original.assigned_to.name}</Text>
            </HStack>
          ) : (
            <Text color="fg.muted">{t('tasks:card.unassigned')}</Text>
          ),
      },
      {
        id: 'due_date',
        accessorKey: 'due_date',
        meta: { card: 'body', label: t('tasks:fields.due_date') },
        cell: ({ row }) => (row.original.due_date ? <TaskDueDate task={row.original} /> : DASH),
      },
      {
        id: 'estimated_hours',
        enableSorting: false,
        meta: { card: 'hidden', label: t('tasks:fields.estimated_hours'), align: 'end' },
        cell: ({ row }) => formatHours(row.original.estimated_hours, locale) || DASH,
      },
      {
        id: 'actual_hours',
        enableSorting: false,
        meta: { card: 'hidden', label: t('tasks:fields.actual_hours'), align: 'end' },
        cell: ({ row }) => formatHours(row.original.actual_hours, locale) || DASH,
      },
      {
        id: 'created_at',
        accessorKey: 'created_at',
        meta: { card: 'hidden', label: t('tasks:fields.created_at') },
        cell: ({ row }) => <Text whiteSpace="nowrap">{formatDateTime(row.original.created_at, locale)}</Text>,
      },
      {
        id: 'updated_at',
        accessorKey: 'updated_at',
        meta: { card: 'hidden', label: t('tasks:fields.updated_at') },
        cell: ({ row }) => <Text whiteSpace="nowrap">{formatDateTime(row.original.updated_at, locale)}</Text>,
      },
      {
        id: 'actions',
        enableSorting: false,
        enableHiding: false,
        meta: { width: '12' },
        cell: ({ row }) => <TaskRowActions task={row.original} onArchive={onArchive} />,
      },
    ],
    [t, locale, onArchive, canEdit],
  );
}
