import { Box, HStack } from '@chakra-ui/react';
import {
  DndContext,
  type DragEndEvent,
  type DragOverEvent,
  DragOverlay,
  type DragStartEvent,
  KeyboardSensor,
  MouseSensor,
  TouchSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import { arrayMove } from '@dnd-kit/sortable';
import {
  type BoardColumns,
  moveOfDrop,
  type PendingMove,
  placeCard,
  TASK_STATUSES,
  type Task,
} from '@pickleball/domain';
import { useCallback, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useTaskLabels } from '../components/task-labels';
import { boardAnnouncements, locate, readDropId } from './board-announcements';
import { boardKeyboardCoordinates, detectBoardCollision } from './board-collision';
import { BoardColumn } from './board-column';
import { type BoardFilter, filterBoard } from './board-filter';
import { TaskCardOverlay } from './task-card';

interface Props {
  /** The board as known (copies and this user's unanswered moves). */
  view: BoardColumns<Task>;
  filter: BoardFilter;
  canEdit: boolean;
  canCreate: boolean;
  onMove: (move: PendingMove) => void;
}

/** The card above `id` in a column, leaving the card itself out. */
function cardAbove(column: readonly Task[], index: number, except: number): number | null {
  const others = column.slice(0, index).filter((task) => task.id !== except);
  return others.at(-1)?.id ?? null;
}

/**
 * The kanban board: one column per status, cards dragged with a mouse, a long press on a phone or
 * the keyboard, each move announced to screen readers in the user's language. While a card is
 * dragged, the other cards follow other people's changes as they come; the dragged card stays
 * where the drag holds it (`drag`), and its move is worked out on the drop.
 */
export function TaskBoard({ view, filter, canEdit, canCreate, onMove }: Props) {
  const { t } = useTranslation('tasks');
  const labels = useTaskLabels();
  const [drag, setDragState] = useState<PendingMove | null>(null);
  // The drag as of the last event, read by the next one: dnd-kit may call a handler made before
  // the render that followed the previous event (a keyboard drag's moves come quickly).
  const dragRef = useRef<PendingMove | null>(null);
  // The last drop, until the next drag: what the drop's announcement describes.
  const droppedRef = useRef<PendingMove | null>(null);
  const setDrag = (next: PendingMove | null) => {
    dragRef.current = next;
    setDragState(next);
  };
  const shown = useMemo(
    () => filterBoard(drag ? placeCard(view, drag.id, drag.status, drag.after_id) : view, filter),
    [view, drag, filter],
  );
  const latest = useRef({ view, filter });
  latest.current = { view, filter };
  /** The board as the user sees it now, the last event's drag included (it may not be drawn yet). */
  const shownNow = useCallback(() => {
    const { view: known, filter: current } = latest.current;
    const moving = dragRef.current ?? droppedRef.current;
    return filterBoard(moving ? placeCard(known, moving.id, moving.status, moving.after_id) : known, current);
  }, []);
  const sensors = useSensors(
    useSensor(MouseSensor, { activationConstraint: { distance: 6 } }),
    // A long press on a phone, so a swipe still scrolls the columns sideways.
    useSensor(TouchSensor, { activationConstraint: { delay: 250, tolerance: 8 } }),
    useSensor(KeyboardSensor, { coordinateGetter: boardKeyboardCoordinates }),
  );
  const announcements = useMemo(
    () => boardAnnouncements((key, values) => t(key, values), labels.status, shownNow),
    [t, labels, shownNow],
  );
  const active = drag ? (locate(shown, drag.id)?.task ?? null) : null;

  const handleDragStart = ({ active: dragged }: DragStartEvent) => {
    const id = Number(dragged.id);
    droppedRef.current = null;
    const at = moveOfDrop(shownNow(), id);
    if (at) setDrag({ id, ...at });
  };

  const handleDragOver = ({ active: dragged, over }: DragOverEvent) => {
    const drag = dragRef.current;
    if (!over || !drag) return;
    const target = readDropId(over.id);
    const id = Number(dragged.id);
    if (!target) return;
    const shown = shownNow();
    if ('column' in target) {
      if (target.column === drag.status) return;
      const column = shown[target.column].filter((task) => task.id !== id);
      setDrag({ id, status: target.column, after_id: column.at(-1)?.id ?? null });
      return;
    }
    if (target.card === id) return;
    const found = locate(shown, target.card);
    if (!found || found.status === drag.status) return;
    // Into another column: just above the card it is over.
    setDrag({ id, status: found.status, after_id: cardAbove(shown[found.status], found.place - 1, id) });
  };

  const handleDragEnd = ({ active: dragged, over }: DragEndEvent) => {
    const id = Number(dragged.id);
    // The board with the card where the drag holds it, read before the drag is let go.
    const shown = shownNow();
    const current = dragRef.current;
    setDrag(null);
    if (!over || !current) return;
    const target = readDropId(over.id);
    let move: PendingMove = current;
    if (target && 'card' in target && target.card !== id) {
      const found = locate(shown, target.card);
      if (found && found.status === current.status) {
        const ids = shown[current.status].map((task) => task.id);
        const reordered = arrayMove(ids, ids.indexOf(id), ids.indexOf(target.card));
        const index = reordered.indexOf(id);
        move = { id, status: current.status, after_id: index > 0 ? (reordered[index - 1] ?? null) : null };
      }
    }
    droppedRef.current = move;
    onMove(move);
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={detectBoardCollision}
      onDragStart={handleDragStart}
      onDragOver={handleDragOver}
      onDragEnd={handleDragEnd}
      onDragCancel={() => setDrag(null)}
      accessibility={{
        announcements,
        screenReaderInstructions: { draggable: t('tasks:board.instructions') },
      }}
    >
      <Box overflowX="auto" scrollSnapType="x mandatory" pb="2" data-testid="task-board">
        <HStack align="stretch" gap="3" minW="min-content">
          {TASK_STATUSES.map((status) => (
            <BoardColumn
              key={status}
              status={status}
              tasks={shown[status]}
              canEdit={canEdit}
              canCreate={canCreate}
            />
          ))}
        </HStack>
      </Box>
      <DragOverlay>{active ? <TaskCardOverlay task={active} /> : null}</DragOverlay>
    </DndContext>
  );
}
