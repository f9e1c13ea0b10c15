import type { DashboardCards } from '@pickleball/domain';

export type DashboardCardName = keyof DashboardCards;

/**
 * The cards in the order they show: what waits for someone's action first (live matches, court
 * requests, money), then the counts. A card the API left out (no permission) is not shown at all.
 */
export const DASHBOARD_CARD_ORDER = [
  'matches',
  'court_requests',
  'payments',
  'clubs',
  'notifications',
  'users',
  'courts',
] as const satisfies readonly DashboardCardName[];

/** The cards the answer holds, in display order. */
export function listVisibleCards(cards: DashboardCards): DashboardCardName[] {
  return DASHBOARD_CARD_ORDER.filter((name) => cards[name] !== undefined && cards[name] !== null);
}

/** A user with no card (a player, a court owner) sees the welcome instead of the grid. */
export function hasAnyCard(cards: DashboardCards): boolean {
  return listVisibleCards(cards).length > 0;
}

/** Court requests to show: urgent ones first (the API's order too), then the longest waiting. */
export function sortOldestRequests<T extends { created_at: string; is_urgent: boolean }>(
  requests: readonly T[],
): T[] {
  return [...requests].sort(
    (a, b) => Number(b.is_urgent) - Number(a.is_urgent) || a.created_at.localeCompare(b.created_at),
  );
}
