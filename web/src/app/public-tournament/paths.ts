/**
 * The public tournament pages' addresses (no imports: main.tsx reads them before any bundle
 * loads, and the app's router hands these addresses over to the light bundle).
 */
export type PublicTournamentRoute = { kind: 'list' } | { kind: 'tournament'; id: number };

/** The page an address shows: the list, a tournament, or null for any other address. */
export function readPublicTournamentRoute(path: string): PublicTournamentRoute | null {
  if (/^\/public-tournaments\/?$/.test(path)) return { kind: 'list' };
  const match = /^\/public-tournaments\/([1-9]\d{0,9})\/?$/.exec(path);
  return match ? { kind: 'tournament', id: Number(match[1]) } : null;
}
