import { Badge, Box, HStack, IconButton, Link, Stack, Text, Wrap } from '@chakra-ui/react';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import type { Task } from '@pickleball/domain';
import { GripVertical } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { AssigneeAvatar, TaskDueDate, TaskPriorityBadge } from '../components/task-badges';

/** What a card shows: priority, title (a link to the task), tags, due date (red when overdue), assignee. */
export function TaskCardBody({ task, canEdit }: { task: Task; canEdit: boolean }) {
  return (
    <Stack gap="2" minW="0" flex="1">
      <HStack justify="space-between" gap="2">
        <TaskPriorityBadge priority={task.priority} />
        <AssigneeAvatar person={task.assigned_to} />
      </HStack>
      {canEdit ? (
        <Link asChild fontWeight="medium" fontSize="sm" lineClamp={3}>
          <RouterLink to={`/tasks/${task.id}/edit?from=kanban`}>{task.title}</RouterLink>
        </Link>
      ) : (
        <Text fontWeight="medium" fontSize="sm" lineClamp={3}>
          {task.title}
        </Text>
      )}
      {task.tags.length > 0 && (
        <Wrap gap="1">
          {task.tags.map((tag) => (
            <Badge key={tag} size="sm" variant="outline" colorPalette="gray" fontWeight="normal">
              {tag}
            </Badge>
          ))}
        </Wrap>
      )}
      <TaskDueDate task={task} />
    </Stack>
  );
}

const cardStyle = {
  borderWidth: '1px',
  borderRadius: 'md',
  bg: 'bg.panel',
  p: '3',
  shadow: 'xs',
} as const;

/**
 * A card on the board, sortable: dragged with a mouse from anywhere on it, with a long press on a
 * phone, and with the keyboard from its grip button (Space picks it up, arrows move it, Space
 * drops it, Escape cancels), so the title stays an ordinary link.
 */
export function TaskCard({ task, canEdit }: { task: Task; canEdit: boolean }) {
  const { t } = useTranslation('tasks');
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({
      id: task.id,
      disabled: !canEdit,
    });
  return (
    <Box
      ref={setNodeRef}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      {...cardStyle}
      opacity={isDragging ? 0.4 : 1}
      data-testid="task-card"
      data-task-id={task.id}
      cursor={canEdit ? 'grab' : undefined}
      {...(canEdit ? listeners : {})}
    >
      <HStack align="flex-start" gap="1">
        {canEdit && (
          <IconButton
            ref={setActivatorNodeRef}
            {...attributes}
            size="2xs"
            variant="ghost"
            ms="-1"
            aria-label={t('tasks:board.move_card', { title: task.title })}
          >
            <GripVertical />
          </IconButton>
        )}
        <TaskCardBody task={task} canEdit={canEdit} />
      </HStack>
    </Box>
  );
}

/** The card under the pointer while it is dragged (dnd-kit's overlay). */
export function TaskCardOverlay({ task }: { task: Task }) {
  return (
    <Box {...cardStyle} shadow="lg" cursor="grabbing" w="full">
      <TaskCardBody task={task} canEdit={false} />
    </Box>
  );
}
