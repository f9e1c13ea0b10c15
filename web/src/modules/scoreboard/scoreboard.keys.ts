/** Query keys of the public scoreboard (CONVENTIONS §7); every key starts with the module's name. */
export const scoreboardKeys = {
  all: ['scoreboard'] as const,
  details: () => [...scoreboardKeys.all, 'detail'] as const,
  detail: (matchId: number) => [...scoreboardKeys.details(), matchId] as const,
};
