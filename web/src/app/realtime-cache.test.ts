import type { RealtimeEvent, Scoreboard } from '@pickleball/domain';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { scoreboardKeys } from '../modules/scoreboard/scoreboard.keys';
import { applyRealtimeEvent } from './realtime-cache';

function board(revision: number, team2: number): Scoreboard {
  return {
    match_id: 7,
    event: 'Giải mở rộng',
    location: null,
    played_at: '2026-11-24T10:00:00.000Z',
    discipline: 'doubles',
    best_of: 3,
    status: 'inprogress',
    live_status: 'active',
    team1: [{ name: 'An' }],
    team2: [{ name: 'Bình' }],
    games: [{ game_number: 1, team1: 0, team2 }],
    games_won: { team1: 0, team2: 0 },
    game_number: 1,
    current: { team1: 0, team2 },
    serving: null,
    call: null,
    left_team: 1,
    winner_team: null,
    revision,
    updated_at: '2026-11-24T10:00:00.000Z',
  };
}

const event = (data: Scoreboard): RealtimeEvent => ({
  type: 'match.scoreboard_updated',
  id: data.match_id,
  data,
});

describe('scoreboard events in the query cache', () => {
  it('keeps the newer snapshot when an older one arrives after it', () => {
    const client = new QueryClient();
    applyRealtimeEvent(client, event(board(3, 1)));
    applyRealtimeEvent(client, event(board(2, 0)));
    expect(client.getQueryData<{ data: Scoreboard }>(scoreboardKeys.detail(7))?.data).toMatchObject({
      revision: 3,
      current: { team1: 0, team2: 1 },
    });
  });

  it('moves to each newer snapshot in turn', () => {
    const client = new QueryClient();
    for (const [revision, points] of [
      [1, 0],
      [2, 1],
      [3, 2],
    ] as const)
      applyRealtimeEvent(client, event(board(revision, points)));
    expect(client.getQueryData<{ data: Scoreboard }>(scoreboardKeys.detail(7))?.data.current).toEqual({
      team1: 0,
      team2: 2,
    });
  });
});
