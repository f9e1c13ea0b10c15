import type { SessionGame } from '@pickleball/domain';
import { describe, expect, it } from 'vitest';
import { courtQueues, newlyCalled } from './court-queue';

const player = (id: number) => ({ id, name: `P${id}`, username: `p${id}` });
function game(id: number, round: number, court: number, status: string | null): SessionGame {
  return {
    id,
    round,
    court,
    called_at: null,
    call_count: 0,
    team1: [player(1), player(2)],
    team2: [player(3), player(4)],
    match: status === null ? null : { id: 100 + id, status, live_status: null, winner_team: null, games: [] },
  };
}

describe('courtQueues', () => {
  it('puts the first open game of each court on now and the one after on next', () => {
    const rounds = [
      { number: 1, games: [game(1, 1, 1, 'completed'), game(2, 1, 2, 'inprogress')], sitting_out: [] },
      { number: 2, games: [game(3, 2, 1, 'draft'), game(4, 2, 2, 'draft')], sitting_out: [] },
      { number: 3, games: [game(5, 3, 1, 'draft')], sitting_out: [] },
    ];
    const queues = courtQueues({ rounds });
    expect(queues.map((queue) => [queue.court, queue.now?.id, queue.next?.id, queue.hasFinished])).toEqual([
      [1, 3, 5, true],
      [2, 2, 4, false],
    ]);
    // Court 1's next game has the players still playing on court 2 in round 1.
    expect(queues[0]?.waitingFor).toEqual([
      { name: 'P1', court: 2 },
      { name: 'P2', court: 2 },
      { name: 'P3', court: 2 },
      { name: 'P4', court: 2 },
    ]);
    expect(queues[1]?.waitingFor).toEqual([]);
  });
});

describe('newlyCalled', () => {
  it('announces a court once, and only after a match finished there', () => {
    const rounds = [
      { number: 1, games: [game(1, 1, 1, 'approved'), game(2, 1, 2, 'inprogress')], sitting_out: [] },
      { number: 2, games: [game(3, 2, 1, 'draft'), game(4, 2, 2, 'draft')], sitting_out: [] },
    ];
    const first = newlyCalled(courtQueues({ rounds }), new Set());
    expect(first.called.map((queue) => queue.court)).toEqual([1]);
    expect(first.remember).toEqual([3, 2]);
    expect(newlyCalled(courtQueues({ rounds }), new Set(first.remember)).called).toEqual([]);
  });
});
