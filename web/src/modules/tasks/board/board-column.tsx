import { Badge, Box, Heading, HStack, IconButton, Stack, Text } from '@chakra-ui/react';
import { useDroppable } from '@dnd-kit/core';
import { SortableContext, verticalListSortingStrategy } from '@dnd-kit/sortable';
import type { Task, TaskStatus } from '@pickleball/domain';
import { Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { TASK_STATUS_COLORS, useTaskLabels } from '../components/task-labels';
import { columnDropId, describeColumn } from './board-announcements';
import { TaskCard } from './task-card';

interface Props {
  status: TaskStatus;
  tasks: Task[];
  canEdit: boolean;
  canCreate: boolean;
}

/** One status's column: its name and count, a "+" for a new task there, its cards in order. */
export function BoardColumn({ status, tasks, canEdit, canCreate }: Props) {
  const { t } = useTranslation('tasks');
  const labels = useTaskLabels();
  const { setNodeRef, isOver } = useDroppable({ id: columnDropId(status) });
  const name = labels.status(status);
  return (
    <Box
      as="section"
      aria-label={describeColumn(t, name, tasks.length)}
      flex={{ base: '0 0 auto', xl: '1 1 0' }}
      // On a phone one column fills the screen, the next one peeks in: the columns scroll sideways.
      w={{ base: 'calc(100vw - 4rem)', md: '72', xl: 'auto' }}
      minW={{ xl: '56' }}
      scrollSnapAlign="start"
      bg="bg.muted"
      borderRadius="lg"
      p="2"
      display="flex"
      flexDirection="column"
      maxH={{ md: 'calc(100vh - 15rem)' }}
    >
      <HStack justify="space-between" px="1" pb="2">
        <HStack gap="2">
          <Box w="2" h="2" borderRadius="full" bg={`${TASK_STATUS_COLORS[status]}.solid`} />
          <Heading as="h2" size="sm">
            {name}
          </Heading>
          <Badge variant="subtle" size="sm">
            {tasks.length}
          </Badge>
        </HStack>
        {canCreate && (
          <IconButton
            asChild
            size="xs"
            variant="ghost"
            aria-label={t('tasks:board.add_to', { column: name })}
          >
            <RouterLink to={`/tasks/create?status=${status}&from=kanban`}>
              <Plus />
            </RouterLink>
          </IconButton>
        )}
      </HStack>
      <SortableContext
        id={status}
        items={tasks.map((task) => task.id)}
        strategy={verticalListSortingStrategy}
      >
        <Stack
          ref={setNodeRef}
          gap="2"
          minH="24"
          flex="1"
          overflowY={{ md: 'auto' }}
          p="1"
          borderRadius="md"
          outline={isOver ? '2px dashed' : undefined}
          outlineColor="border.emphasized"
          data-testid={`board-column-${status}`}
        >
          {tasks.map((task) => (
            <TaskCard key={task.id} task={task} canEdit={canEdit} />
          ))}
          {tasks.length === 0 && (
            <Text fontSize="sm" color="fg.muted" textAlign="center" py="6">
              {t('tasks:board.column_empty')}
            </Text>
          )}
        </Stack>
      </SortableContext>
    </Box>
  );
}
