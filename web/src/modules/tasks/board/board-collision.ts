import {
  type ClientRect,
  type CollisionDetection,
  closestCorners,
  type DroppableContainer,
  type KeyboardCoordinateGetter,
  rectIntersection,
} from '@dnd-kit/core';
import { sortableKeyboardCoordinates } from '@dnd-kit/sortable';
import { readDropId } from './board-announcements';

/**
 * Where a dragged card is over, column first: dnd-kit's `closestCorners` alone compares the
 * corners of a whole column with those of single cards, so a tall empty column lost to a card of
 * the next column and took no card, by mouse or keyboard. Here the column is found first (the one
 * under the pointer, else the one the card overlaps most: the keyboard has no pointer), then the
 * closest of its cards, or the column itself when it has none.
 */

const isColumn = (container: DroppableContainer) => {
  const target = readDropId(container.id);
  return target !== null && 'column' in target;
};

/** The status a card's droppable belongs to (its SortableContext's id), if it is a card's. */
function containerOf(container: DroppableContainer): unknown {
  const sortable = (container.data.current as { sortable?: { containerId?: unknown } } | undefined)?.sortable;
  return sortable?.containerId;
}

const contains = (rect: ClientRect | undefined, point: { x: number; y: number }) =>
  rect !== undefined &&
  point.x >= rect.left &&
  point.x <= rect.right &&
  point.y >= rect.top &&
  point.y <= rect.bottom;

export const detectBoardCollision: CollisionDetection = (args) => {
  const columns = args.droppableContainers.filter(isColumn);
  const { pointerCoordinates } = args;
  let column = pointerCoordinates
    ? columns.find((container) => contains(args.droppableRects.get(container.id), pointerCoordinates))
    : undefined;
  if (!column) {
    const [overlapped] = rectIntersection({ ...args, droppableContainers: columns });
    column = columns.find((container) => container.id === overlapped?.id);
  }
  // Off the board: the nearest anything, as before.
  if (!column) return closestCorners(args);
  const target = readDropId(column.id);
  const status = target && 'column' in target ? target.column : null;
  const cards = args.droppableContainers.filter((container) => containerOf(container) === status);
  if (cards.length === 0) return [{ id: column.id, data: { droppableContainer: column, value: 0 } }];
  return closestCorners({ ...args, droppableContainers: cards });
};

/**
 * The keyboard: ← and → go to the next column that way, to its first card or, when it has none,
 * to the column itself (so an empty column is reachable); ↑ and ↓ stay dnd-kit's own.
 */
export const boardKeyboardCoordinates: KeyboardCoordinateGetter = (event, args) => {
  const isRight = event.code === 'ArrowRight';
  if (!isRight && event.code !== 'ArrowLeft') return sortableKeyboardCoordinates(event, args);
  event.preventDefault();
  const { collisionRect, droppableRects, droppableContainers } = args.context;
  if (!collisionRect) return undefined;
  const centre = collisionRect.left + collisionRect.width / 2;
  const columns = droppableContainers
    .getEnabled()
    .filter(isColumn)
    .flatMap((container) => {
      const rect = droppableRects.get(container.id);
      return rect ? [{ container, rect }] : [];
    })
    .filter(({ rect }) => (isRight ? rect.left > centre : rect.right < centre))
    .sort((a, b) => (isRight ? a.rect.left - b.rect.left : b.rect.left - a.rect.left));
  const next = columns[0];
  if (!next) return undefined;
  const target = readDropId(next.container.id);
  const status = target && 'column' in target ? target.column : null;
  const firstCard = droppableContainers
    .getEnabled()
    .filter((container) => container.id !== args.active && containerOf(container) === status)
    .flatMap((container) => {
      const rect = droppableRects.get(container.id);
      return rect ? [rect] : [];
    })
    .sort((a, b) => a.top - b.top)[0];
  const rect = firstCard ?? next.rect;
  return { x: rect.left, y: rect.top };
};
