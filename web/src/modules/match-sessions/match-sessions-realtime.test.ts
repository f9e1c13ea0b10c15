import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { matchSessionKeys } from './match-sessions.keys';
import {
  applyMatchUpdated,
  applySessionDeleted,
  applySessionUpdated,
  applySignupsChanged,
} from './match-sessions-realtime';

const sessionWithMatch = (id: number, matchId: number) => ({
  data: {
    id,
    rounds: [
      {
        number: 1,
        games: [
          { id: 1, round: 1, court: 1, team1: [], team2: [], match: { id: matchId, status: 'inprogress' } },
        ],
        sitting_out: [],
      },
    ],
  },
});

describe('the match sessions cache under realtime events', () => {
  it('refetches only the open sessions that hold a scored match, and the lists', () => {
    const client = new QueryClient();
    client.setQueryData(matchSessionKeys.detail(1), sessionWithMatch(1, 55));
    client.setQueryData(matchSessionKeys.detail(2), sessionWithMatch(2, 56));
    client.setQueryData(matchSessionKeys.statistics(1), { data: { standings: [] } });
    client.setQueryData(matchSessionKeys.list({ page: 1 }), { data: [] });
    applyMatchUpdated(client, 55);
    const stale = (key: readonly unknown[]) => client.getQueryState(key)?.isInvalidated;
    expect(stale(matchSessionKeys.detail(1))).toBe(true);
    expect(stale(matchSessionKeys.statistics(1))).toBe(true);
    expect(stale(matchSessionKeys.detail(2))).toBe(false);
    expect(stale(matchSessionKeys.list({ page: 1 }))).toBe(true);
  });

  it('moves the calendar as it moves the lists: a session saved, deleted, or its match scored', () => {
    const client = new QueryClient();
    const calendar = matchSessionKeys.calendar('2026-11-28', '2027-01-10');
    const stale = () => client.getQueryState(calendar)?.isInvalidated;
    for (const apply of [
      () => applySessionUpdated(client, 1),
      () => applySessionDeleted(client, 1),
      () => applyMatchUpdated(client, 55),
    ]) {
      client.setQueryData(calendar, { data: [] });
      expect(stale()).toBe(false);
      apply();
      expect(stale()).toBe(true);
    }
  });

  it('moves a night’s sign-ups and the players’ own club nights when its sign-ups change', () => {
    const client = new QueryClient();
    client.setQueryData(matchSessionKeys.signups(3), { data: { signups: [] } });
    client.setQueryData(matchSessionKeys.signups(4), { data: { signups: [] } });
    client.setQueryData(matchSessionKeys.clubNights(), { data: { mine: [], open: [] } });
    client.setQueryData(matchSessionKeys.list({ page: 1 }), { data: [] });
    applySignupsChanged(client, 3);
    const stale = (key: readonly unknown[]) => client.getQueryState(key)?.isInvalidated;
    expect(stale(matchSessionKeys.signups(3))).toBe(true);
    expect(stale(matchSessionKeys.clubNights())).toBe(true);
    expect(stale(matchSessionKeys.list({ page: 1 }))).toBe(true);
    expect(stale(matchSessionKeys.signups(4))).toBe(false);
  });

  it('skips the sign-up lists when looking for the sessions that hold a scored match', () => {
    const client = new QueryClient();
    client.setQueryData(matchSessionKeys.signups(1), { data: { signups: [], confirmed: 0 } });
    expect(() => applyMatchUpdated(client, 55)).not.toThrow();
    expect(client.getQueryState(matchSessionKeys.signups(1))?.isInvalidated).toBe(false);
  });

  it('forgets a deleted session', () => {
    const client = new QueryClient();
    client.setQueryData(matchSessionKeys.detail(3), sessionWithMatch(3, 57));
    applySessionDeleted(client, 3);
    expect(client.getQueryData(matchSessionKeys.detail(3))).toBeUndefined();
  });
});
