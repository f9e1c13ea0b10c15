/**
 * One entry point for every format, so the server, the web preview and any tool build draws the
 * same way; and the minimum number of entrants per format, for the 'Insufficient players to
 * generate bracket' message.
 */
import { generateConsolation } from './consolation';
import { generateDoubleElimination } from './double-elimination';
import type {
  DoubleEliminationOptions,
  Draw,
  DrawFormat,
  PoolPlayOptions,
  SingleEliminationOptions,
} from './draw.types';
import { generatePoolPlay, generateRoundRobin } from './pool-play';
import { generateSingleElimination } from './single-elimination';

export type DrawOptions = SingleEliminationOptions & DoubleEliminationOptions & Partial<PoolPlayOptions>;

/**
 * Pools of four to seven (a morning's play each), the top two of each to the playoff; a single
 * pool sends four (semi-finals) once it has five or more teams. An organiser can set both.
 */
export function defaultPoolPlayOptions(entrants: number): PoolPlayOptions {
  const pools = Math.max(1, Math.floor(entrants / 4));
  const advancePerPool = pools === 1 && entrants >= 5 ? 4 : 2;
  return { pools, advancePerPool: Math.min(advancePerPool, Math.floor(entrants / pools)) };
}

/** The fewest entrants a format can be drawn for (pool play: two per pool). */
export function minimumEntrants(format: DrawFormat, options: DrawOptions = {}): number {
  if (format === 'pool_play') return Math.max(2, 2 * (options.pools ?? 1));
  return 2;
}

export function generateDraw(format: DrawFormat, entrants: number, options: DrawOptions = {}): Draw {
  switch (format) {
    case 'single_elimination':
      return generateSingleElimination(entrants, options);
    case 'double_elimination':
      return generateDoubleElimination(entrants, options);
    case 'consolation':
      return generateConsolation(entrants, options);
    case 'round_robin':
      return generateRoundRobin(entrants);
    case 'pool_play': {
      const defaults = defaultPoolPlayOptions(entrants);
      return generatePoolPlay(entrants, {
        pools: options.pools ?? defaults.pools,
        advancePerPool: options.advancePerPool ?? defaults.advancePerPool,
        bronzeMatch: options.bronzeMatch ?? false,
      });
    }
  }
}
