/** Slot results as the engine reads them from their rows and as the API speaks them. */
import type { SlotResult, SlotResultView } from '@pickleball/domain';
import { toBool } from '../../../db/dialect';
import type { SlotRow } from './brackets.repository';

/** A slot's result as the engine reads it, from its row. */
export function resultOfRow(row: SlotRow): SlotResult | null {
  if (row.result_winner !== 'a' && row.result_winner !== 'b') return null;
  const games = row.result_games ? (JSON.parse(row.result_games) as [number, number][]) : [];
  return { winner: row.result_winner, walkover: toBool(row.result_walkover), games };
}

export function toResultView(result: SlotResult): SlotResultView {
  return {
    winner: result.winner,
    walkover: result.walkover === true,
    games: (result.games ?? []).map((game) => [game[0], game[1]] as [number, number]),
  };
}
