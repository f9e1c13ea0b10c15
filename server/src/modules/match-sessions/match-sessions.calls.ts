/**
 * Called to court (issue 31 §3). Rules owned here:
 * - a call tells the game's players at once where and with whom ("Sân 3: bạn và Hạnh gặp Bảo và
 *   Mai"), each in their language, in the app and by push; a player with no app gets it by SMS
 *   too when an SMS provider is set up;
 * - the next game on the same court is told it is on deck (in the app and by push);
 * - one call sends once: a game already called is called again only when asked (`again`), so a
 *   double tap rings once; each call is counted and audited;
 * - only an active night's games whose match is not finished are called.
 */
import type {
  MatchSession,
  MatchSessionType,
  NotificationChannel,
  SessionCallInput,
} from '@pickleball/domain';
import type { Locale } from '@pickleball/locales';
import type { Db } from '../../db/database';
import { nowIso } from '../../db/dialect';
import { recordAudit } from '../../platform/audit';
import { runChange } from '../../platform/change';
import type { ServiceContext } from '../../platform/context';
import { AppError, notFound } from '../../platform/errors';
import { notify } from '../notifications/notifications.notify';
import { listRoutes } from '../notifications/notifications.senders';
import { gameTeams, readCourtNames } from './match-sessions.mapper';
import { loadSession } from './match-sessions.queries';
import {
  findMatchProgress,
  findSessionGame,
  listPushReachable,
  listSessionGames,
  listSessionPlayers,
  type SessionGameRow,
  type SessionRow,
  updateSessionGameRow,
} from './match-sessions.repository';
import { announceSession, invalidSessionTransition, lockSession } from './match-sessions.service';

type Translate = (key: string, values?: Record<string, string | number>) => string;

/** Written out in full so the catalog check sees every key used. */
const TEXTS = {
  call: {
    subject: 'session-messages:call.call_subject',
    doubles: 'session-messages:call.call_doubles',
    singles: 'session-messages:call.call_singles',
  },
  deck: {
    subject: 'session-messages:call.deck_subject',
    doubles: 'session-messages:call.deck_doubles',
    singles: 'session-messages:call.deck_singles',
  },
} as const;

/** A game's court as players read it: its name, or "Court 2" / "Sân 2". */
function courtLabel(row: SessionRow, court: number, t: Translate): string {
  return readCourtNames(row.court_names)[court - 1] ?? t('session-messages:call.court', { number: court });
}

/** What one player of a game is told: their partner and opponents by name. */
function lineFor(
  game: SessionGameRow,
  player: number,
  names: ReadonlyMap<number, string>,
  t: Translate,
  court: string,
  kind: 'call' | 'deck',
): string {
  const { team1, team2 } = gameTeams(game);
  const mine = team1.includes(player) ? team1 : team2;
  const theirs = mine === team1 ? team2 : team1;
  const name = (id: number | undefined) => (id === undefined ? '' : (names.get(id) ?? ''));
  const partner = mine.find((id) => id !== player);
  if (partner === undefined) return t(TEXTS[kind].singles, { court, opponent: name(theirs[0]) });
  return t(TEXTS[kind].doubles, {
    court,
    partner: name(partner),
    opponent1: name(theirs[0]),
    opponent2: name(theirs[1]),
  });
}

async function tellGame(
  ctx: ServiceContext,
  trx: Db,
  row: SessionRow,
  game: SessionGameRow,
  kind: 'call' | 'deck',
  names: ReadonlyMap<number, string>,
  skip: ReadonlySet<number> = new Set(),
): Promise<number[]> {
  const { team1, team2 } = gameTeams(game);
  const players = [...team1, ...team2].filter((id) => !skip.has(id));
  if (players.length === 0) return [];
  const people = await listPushReachable(trx, players);
  const sms = kind === 'call' && (await listRoutes(trx, ctx.services, 'sms')).length > 0;
  for (const person of people) {
    const locale = (person.locale === 'vi' ? 'vi' : 'en') as Locale;
    const t = ctx.services.translator.t(locale) as Translate;
    const court = courtLabel(row, game.court, t);
    const channels: NotificationChannel[] = ['in_app', 'push'];
    if (sms && !person.has_push) channels.push('sms');
    await notify(trx, {
      category: 'match',
      priority: kind === 'call' ? 'urgent' : 'high',
      subject: t(TEXTS[kind].subject, {
        night: row.name,
        round: game.round,
      }),
      content: lineFor(game, person.id, names, t, court, kind),
      link: `/match-sessions/${row.id}`,
      channels,
      recipientType: 'specific_users',
      recipients: { user_ids: [person.id] },
      createdBy: ctx.actor?.id ?? null,
      metadata: { match_session_id: row.id, game_id: game.id, notice: kind },
    });
  }
  return people.map((person) => person.id);
}

/** POST /match-sessions/{id}/games/{game_id}/call: the players to their court, the next game on deck. */
export async function callGame(
  ctx: ServiceContext,
  id: number,
  gameId: number,
  input: SessionCallInput,
): Promise<{ session: MatchSession; told: number; court: string }> {
  const result = await runChange(ctx, async (trx, pending) => {
    const row = await lockSession(ctx, trx, id, 'edit');
    if (row.status !== 'active') throw invalidSessionTransition(ctx, row.status);
    const game = await findSessionGame(trx, id, gameId);
    if (!game) throw notFound();
    if (game.match_id !== null) {
      const match = await findMatchProgress(trx, game.match_id);
      // Once its result is in (live finished, completed or beyond) there is nobody left to call.
      if (match && !['draft', 'inprogress'].includes(match.status))
        throw new AppError('match_session.game_finished');
    }
    if (game.called_at !== null && !input.again) throw new AppError('match_session.already_called');
    const names = new Map(
      (await listSessionPlayers(trx, id, row.match_type as MatchSessionType)).map(
        (p) => [p.id, p.name] as const,
      ),
    );
    const told = await tellGame(ctx, trx, row, game, 'call', names);
    // The next game on this court is on deck (those just called are not told twice).
    const next = (await listSessionGames(trx, id)).find(
      (other) => other.court === game.court && other.round === game.round + 1,
    );
    const onDeck = next ? await tellGame(ctx, trx, row, next, 'deck', names, new Set(told)) : [];
    const now = nowIso();
    await updateSessionGameRow(trx, game.id, { called_at: now, call_count: Number(game.call_count) + 1 });
    await recordAudit(trx, ctx, {
      model: 'match_session',
      recordId: id,
      event: 'updated',
      newValues: { action: 'called', game_id: game.id, told, on_deck: onDeck, again: input.again },
    });
    announceSession(pending, id, row.status);
    return { told: told.length, court: courtLabel(row, game.court, ctx.t as Translate) };
  });
  return { session: await loadSession(ctx.db, id), ...result };
}
