import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { tournamentKeys } from './tournaments.keys';
import { applyTournamentDeleted, applyTournamentUpdated } from './tournaments-realtime';

function seeded() {
  const client = new QueryClient();
  const keys = {
    list: tournamentKeys.list({ page: 1 }),
    detail: tournamentKeys.detail(1),
    otherDetail: tournamentKeys.detail(2),
    registrations: tournamentKeys.registrationList(1, {}),
    bracket: tournamentKeys.bracket(1),
    otherBracket: tournamentKeys.bracket(2),
  };
  for (const key of Object.values(keys)) client.setQueryData(key, { data: 'x' });
  const stale = (key: readonly unknown[]) => client.getQueryState(key)?.isInvalidated === true;
  return { client, keys, stale };
}

describe('tournament events in the cache', () => {
  it('refetches only the parts an event names, of that tournament', () => {
    const { client, keys, stale } = seeded();
    applyTournamentUpdated(client, { id: 1, parts: ['registrations'] });
    expect(stale(keys.list)).toBe(true);
    expect(stale(keys.detail)).toBe(true);
    expect(stale(keys.registrations)).toBe(true);
    expect(stale(keys.bracket)).toBe(false);
    expect(stale(keys.otherDetail)).toBe(false);
  });

  it('refetches the draw and the entries when the bracket moved', () => {
    const { client, keys, stale } = seeded();
    applyTournamentUpdated(client, { id: 1, parts: ['bracket'] });
    expect(stale(keys.bracket)).toBe(true);
    expect(stale(keys.registrations)).toBe(true);
    expect(stale(keys.otherBracket)).toBe(false);
  });

  it('drops a deleted tournament’s pages', () => {
    const { client, keys } = seeded();
    applyTournamentDeleted(client, 1);
    expect(client.getQueryData(keys.detail)).toBeUndefined();
    expect(client.getQueryData(keys.bracket)).toBeUndefined();
    expect(client.getQueryData(keys.otherDetail)).toBeDefined();
  });
});
