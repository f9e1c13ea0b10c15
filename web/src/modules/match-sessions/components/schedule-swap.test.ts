import { describe, expect, it } from 'vitest';
import { canSwap, type EditableRound, swapPlayers } from './schedule-swap';

const rounds: EditableRound[] = [
  { games: [{ team1: [1, 2], team2: [3, 4] }] },
  { games: [{ team1: [1, 3], team2: [2, 5] }] },
];

describe('swapPlayers', () => {
  it('puts two playing players in each other’s places in that round only', () => {
    const swapped = swapPlayers(rounds, 0, 2, 3);
    expect(swapped[0]?.games[0]).toEqual({ team1: [1, 3], team2: [2, 4] });
    expect(swapped[1]).toEqual(rounds[1]);
  });

  it('lets a player sitting out take a playing player’s place', () => {
    const swapped = swapPlayers(rounds, 0, 5, 4);
    expect(swapped[0]?.games[0]).toEqual({ team1: [1, 2], team2: [3, 5] });
  });

  it('never changes the schedule it was given', () => {
    swapPlayers(rounds, 0, 1, 4);
    expect(rounds[0]?.games[0]).toEqual({ team1: [1, 2], team2: [3, 4] });
  });
});

describe('canSwap', () => {
  const round = rounds[0] as EditableRound;
  it('refuses partners and two players sitting out', () => {
    expect(canSwap(round, 1, 2)).toBe(false);
    expect(canSwap(round, 5, 6)).toBe(false);
    expect(canSwap(round, 1, 1)).toBe(false);
  });
  it('accepts opponents and a sitter with a player', () => {
    expect(canSwap(round, 1, 3)).toBe(true);
    expect(canSwap(round, 5, 3)).toBe(true);
  });
});
