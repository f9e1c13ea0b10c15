import {
  type ClientRect,
  closestCorners,
  type DroppableContainer,
  type KeyboardCoordinateGetter,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import { describe, expect, it } from 'vitest';
import { columnDropId } from './board-announcements';
import { boardKeyboardCoordinates, detectBoardCollision } from './board-collision';

/**
 * A phone-sized board, measured as dnd-kit measures it: To do (tall and empty: it became empty
 * when its last card left), In progress with three cards, Review empty, Done with one card.
 */
const COLUMN_WIDTH = 300;
const GAP = 12;
const COLUMN_TOP = 100;
const COLUMN_HEIGHT = 1_400;
const CARD_HEIGHT = 90;

function rect(left: number, top: number, width: number, height: number): ClientRect {
  return { left, top, width, height, right: left + width, bottom: top + height };
}

const columnLeft = (index: number) => index * (COLUMN_WIDTH + GAP);

function droppable(id: UniqueIdentifier, containerId?: string): DroppableContainer {
  return {
    id,
    key: id,
    data: { current: containerId ? { sortable: { containerId, index: 0, items: [] } } : undefined },
    disabled: false,
    node: { current: null },
    rect: { current: null },
  };
}

const statuses = ['todo', 'in_progress', 'review', 'done'] as const;
const cards: Record<(typeof statuses)[number], number[]> = {
  todo: [],
  in_progress: [1, 2, 3],
  review: [],
  done: [4],
};
const containers: DroppableContainer[] = [];
const rects = new Map<UniqueIdentifier, ClientRect>();
statuses.forEach((status, index) => {
  containers.push(droppable(columnDropId(status)));
  rects.set(columnDropId(status), rect(columnLeft(index), COLUMN_TOP, COLUMN_WIDTH, COLUMN_HEIGHT));
  cards[status].forEach((id, place) => {
    containers.push(droppable(id, status));
    rects.set(id, rect(columnLeft(index) + 4, COLUMN_TOP + 4 + place * (CARD_HEIGHT + 8), 292, CARD_HEIGHT));
  });
});

/** Card 2 dragged to `left, top`, with the pointer (or none: the keyboard) at `pointer`. */
function collide(left: number, top: number, pointer: { x: number; y: number } | null) {
  const args = {
    active: { id: 2, data: { current: undefined }, rect: { current: { initial: null, translated: null } } },
    collisionRect: rect(left, top, 292, CARD_HEIGHT),
    droppableRects: rects,
    droppableContainers: containers,
    pointerCoordinates: pointer,
  };
  return { board: detectBoardCollision(args)[0]?.id, cornersOnly: closestCorners(args)[0]?.id };
}

describe('where a dragged card is over on the board', () => {
  it('is an empty column when the mouse is over it, though a card of the next column is nearer', () => {
    const { board, cornersOnly } = collide(columnLeft(0) + 4, COLUMN_TOP + 150, {
      x: columnLeft(0) + 150,
      y: COLUMN_TOP + 190,
    });
    // What dnd-kit's closestCorners alone chose: the empty column took no card.
    expect(cornersOnly).not.toBe(columnDropId('todo'));
    expect(board).toBe(columnDropId('todo'));
  });

  it('is an empty column when the keyboard puts the card at its top (no pointer)', () => {
    const { board } = collide(columnLeft(2), COLUMN_TOP, null);
    expect(board).toBe(columnDropId('review'));
  });

  it('is the nearest card of the column under the pointer when it has cards', () => {
    const { board } = collide(columnLeft(1) + 4, COLUMN_TOP + 4 + 2 * (CARD_HEIGHT + 8), {
      x: columnLeft(1) + 150,
      y: COLUMN_TOP + 2 * (CARD_HEIGHT + 8) + 40,
    });
    expect(board).toBe(3);
  });
});

describe('moving a card with the keyboard', () => {
  const context = {
    active: 2,
    collisionRect: rect(columnLeft(1) + 4, COLUMN_TOP + 4 + CARD_HEIGHT + 8, 292, CARD_HEIGHT),
    droppableRects: rects,
    droppableContainers: Object.assign(new Map(containers.map((item) => [item.id, item])), {
      getEnabled: () => containers,
    }),
  } as unknown as Parameters<KeyboardCoordinateGetter>[1]['context'];
  const press = (code: string) =>
    boardKeyboardCoordinates({ code, preventDefault: () => undefined } as KeyboardEvent, {
      active: 2,
      currentCoordinates: { x: 0, y: 0 },
      context,
    });

  it('reaches the empty column to the left and the one to the right', () => {
    expect(press('ArrowLeft')).toEqual({ x: columnLeft(0), y: COLUMN_TOP });
    expect(press('ArrowRight')).toEqual({ x: columnLeft(2), y: COLUMN_TOP });
  });

  it('goes to the first card of a column that has cards', () => {
    const fromReview = {
      ...context,
      collisionRect: rect(columnLeft(2), COLUMN_TOP, 292, CARD_HEIGHT),
    } as typeof context;
    const next = boardKeyboardCoordinates(
      { code: 'ArrowRight', preventDefault: () => undefined } as KeyboardEvent,
      {
        active: 2,
        currentCoordinates: { x: 0, y: 0 },
        context: fromReview,
      },
    );
    expect(next).toEqual({ x: columnLeft(3) + 4, y: COLUMN_TOP + 4 });
  });
});
