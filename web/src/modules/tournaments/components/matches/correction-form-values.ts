import type { CorrectionInput, SlotResultView } from '@pickleball/domain';

/** The correction dialog: the games as really played (blank rows left out), or a walkover's winner. */
export interface CorrectionFormValues {
  walkover: boolean;
  winner: 'a' | 'b' | '';
  games: { team1: string; team2: string }[];
  reason: string;
}

/** The dialog opens on the result as recorded, with a row for every game the format allows. */
export function correctionDefaults(result: SlotResultView | null, bestOf: number): CorrectionFormValues {
  const rows = Math.max(bestOf, result?.games.length ?? 0, 1);
  return {
    walkover: result?.walkover ?? false,
    winner: result?.walkover ? result.winner : '',
    games: Array.from({ length: rows }, (_, index) => {
      const game = result?.games[index];
      return { team1: game ? String(game[0]) : '', team2: game ? String(game[1]) : '' };
    }),
    reason: '',
  };
}

const readScore = (text: string) => (/^\s*\d+\s*$/.test(text) ? Number(text) : Number.NaN);

/**
 * The API's body (confirm stays false: the preview comes first). A row with both boxes empty is
 * left out; a row with one filled keeps the other as NaN, for the schema to refuse.
 */
export function toCorrectionInput(values: CorrectionFormValues): Omit<CorrectionInput, 'confirm'> {
  if (values.walkover)
    return {
      walkover: true,
      winner: values.winner === '' ? null : values.winner,
      games: [],
      reason: values.reason,
    };
  const games = values.games
    .filter((game) => game.team1.trim() !== '' || game.team2.trim() !== '')
    .map((game) => ({ team1: readScore(game.team1), team2: readScore(game.team2) }));
  return { walkover: false, winner: null, games, reason: values.reason };
}
