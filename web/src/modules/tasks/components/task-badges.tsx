import { Avatar, Badge, HStack, Text } from '@chakra-ui/react';
import {
  dateInZone,
  isTaskOverdue,
  type Task,
  type TaskPerson,
  type TaskPriority,
  type TaskStatus,
} from '@pickleball/domain';
import { CalendarClock, Flag } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/format';
import { TASK_PRIORITY_COLORS, TASK_STATUS_COLORS, useTaskLabels } from './task-labels';

export function TaskStatusBadge({ status }: { status: TaskStatus }) {
  const labels = useTaskLabels();
  return (
    <Badge colorPalette={TASK_STATUS_COLORS[status]} variant="subtle">
      {labels.status(status)}
    </Badge>
  );
}

export function TaskPriorityBadge({ priority }: { priority: TaskPriority }) {
  const labels = useTaskLabels();
  return (
    <Badge colorPalette={TASK_PRIORITY_COLORS[priority]} variant={priority === 'urgent' ? 'solid' : 'subtle'}>
      <Flag size={12} aria-hidden="true" />
      {labels.priority(priority)}
    </Badge>
  );
}

/** A due date as people read dates; in red with "overdue" when it passed and the task is not done. */
export function TaskDueDate({ task }: { task: Pick<Task, 'due_date' | 'status'> }) {
  const { t, i18n } = useTranslation('tasks');
  if (!task.due_date) return null;
  const overdue = isTaskOverdue(task, dateInZone(new Date()));
  // A calendar date: read as noon UTC so no time zone moves it to another day.
  const shown = formatDate(`${task.due_date}T12:00:00Z`, i18n.language);
  return (
    <HStack
      gap="1"
      color={overdue ? 'fg.error' : 'fg.muted'}
      fontSize="xs"
      fontWeight={overdue ? 'semibold' : 'normal'}
    >
      <CalendarClock size={14} aria-hidden="true" />
      <Text as="span">{overdue ? t('tasks:card.overdue', { date: shown }) : shown}</Text>
    </HStack>
  );
}

/** The assignee's avatar (their photo, or initials), named for screen readers. */
export function AssigneeAvatar({ person, size = 'xs' }: { person: TaskPerson | null; size?: 'xs' | 'sm' }) {
  const { t } = useTranslation('tasks');
  if (!person) return null;
  return (
    <Avatar.Root
      size={size}
      title={person.name}
      aria-label={t('tasks:card.assigned_to', { name: person.name })}
    >
      <Avatar.Fallback name={person.name} />
      {person.avatar_url && <Avatar.Image src={person.avatar_url} alt="" />}
    </Avatar.Root>
  );
}
