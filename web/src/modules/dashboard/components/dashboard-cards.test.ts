import type { DashboardCards } from '@pickleball/domain';
import { describe, expect, it } from 'vitest';
import { hasAnyCard, listVisibleCards, sortOldestRequests } from './dashboard-cards';

const matches: NonNullable<DashboardCards['matches']> = {
  live: [],
  awaiting_approval: 0,
  played_this_week: 3,
};

describe('the dashboard’s cards', () => {
  it('shows only the cards the answer holds, in a fixed order, whatever the answer’s order', () => {
    const cards: DashboardCards = {
      users: { total: 120, active: 110, new_this_week: 4 },
      courts: { total: 12, active: 11 },
      matches,
    };
    expect(listVisibleCards(cards)).toEqual(['matches', 'users', 'courts']);
  });

  it('puts what waits for action before the counts', () => {
    const cards: DashboardCards = {
      users: { total: 1, active: 1, new_this_week: 0 },
      notifications: { failed_today: 2, scheduled: 0 },
      clubs: { total: 3, pending_join_requests: 1 },
      court_requests: { pending: 1, urgent: 0, oldest: [] },
      matches,
    };
    expect(listVisibleCards(cards)).toEqual(['matches', 'court_requests', 'clubs', 'notifications', 'users']);
  });

  it('gives a user without any card (a player) the welcome instead of an empty grid', () => {
    expect(listVisibleCards({})).toEqual([]);
    expect(hasAnyCard({})).toBe(false);
    expect(hasAnyCard({ courts: { total: 0, active: 0 } })).toBe(true);
  });

  it('lists the urgent court requests first, then the longest waiting', () => {
    const requests = [
      { id: 1, name: 'Sân Phú Mỹ', created_at: '2026-11-20T08:00:00.000Z', is_urgent: false },
      { id: 2, name: 'Sân Hồ Tây', created_at: '2026-11-10T08:00:00.000Z', is_urgent: true },
      { id: 3, name: 'Sân Thảo Điền', created_at: '2026-11-18T08:00:00.000Z', is_urgent: false },
      { id: 4, name: 'Sân Mỹ Khê', created_at: '2026-11-08T08:00:00.000Z', is_urgent: true },
    ];
    expect(sortOldestRequests(requests).map((request) => request.id)).toEqual([4, 2, 3, 1]);
  });
});
