import type { Announcements } from '@dnd-kit/core';

type Translate = (key: string, values?: Record<string, string | number>) => string;

/** The order with the entry at `from` moved to `to` (0-based; out of range: unchanged). */
export function moveSeed(ids: readonly number[], from: number, to: number): number[] {
  if (from < 0 || from >= ids.length || to < 0 || to >= ids.length || from === to) return [...ids];
  const order = [...ids];
  const [moved] = order.splice(from, 1);
  order.splice(to, 0, moved as number);
  return order;
}

/** What a screen reader hears while an entry is dragged: which, and the seed it would take. */
export function seedingAnnouncements(
  t: Translate,
  nameOf: (id: string | number) => string,
  order: () => readonly number[],
): Announcements {
  const seedOf = (id: string | number) => order().indexOf(Number(id)) + 1;
  return {
    onDragStart: ({ active }) =>
      t('tournaments:seeding.picked', { name: nameOf(active.id), seed: seedOf(active.id) }),
    onDragOver: ({ active, over }) =>
      over ? t('tournaments:seeding.over', { name: nameOf(active.id), seed: seedOf(over.id) }) : undefined,
    onDragEnd: ({ active, over }) =>
      over ? t('tournaments:seeding.dropped', { name: nameOf(active.id), seed: seedOf(over.id) }) : undefined,
    onDragCancel: ({ active }) => t('tournaments:seeding.cancelled', { name: nameOf(active.id) }),
  };
}
