import type { PublicBracket, PublicTournament, Scoreboard, TournamentChangedEvent } from '@pickleball/domain';
import { scoreboardRoom, tournamentRoom } from '@pickleball/domain/realtime/events';
import {
  TOURNAMENT_FORMAT_LABELS,
  TOURNAMENT_STATUS_LABELS,
  TOURNAMENT_TYPE_LABELS,
} from '@pickleball/domain/tournaments/tournaments.labels';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { StatusPanel } from '../../components/lite/lite-shell';
import { useLiteTranslation } from '../../lib/i18n-lite';
import { formatMoney } from '../../lib/money';
import { liveMatchIds } from '../../modules/tournaments/bracket/bracket-model';
import { BracketView } from '../../modules/tournaments/bracket/bracket-view';
import { type LiveScore, newerLiveScore, toLiveScore } from '../../modules/tournaments/bracket/live-score';
import { formatSchedule } from '../../modules/tournaments/components/tournament-dates';
import { type PublicApi, PublicApiError } from './api';
import { type ConnectionState, connectPublic, type PublicConnection } from './realtime';
import { PageFrame, ShareButton } from './shell';

type Loaded = { tournament: PublicTournament; bracket: PublicBracket | null };
type PageState =
  | { kind: 'loading' }
  | { kind: 'ready'; data: Loaded }
  | { kind: 'failed'; reason: 'not_found' | 'network' };

/** Bursts of events (a result moves several slots) are fetched once. */
const REFETCH_DELAY_MS = 250;
/** While the live connection is down, the page asks the server itself. */
const POLL_MS = 20_000;

function Summary({ tournament }: { tournament: PublicTournament }) {
  const { t, language } = useLiteTranslation('tournaments');
  const entries =
    tournament.max_participants === null
      ? t('tournaments:public_page.entries', { count: tournament.counts.entries })
      : t('tournaments:public_page.entries_of', {
          count: tournament.counts.entries,
          max: tournament.max_participants,
        });
  return (
    <section className="pt-summary" aria-label={t('tournaments:public_page.about')}>
      <span className={`pt-status pt-status-${tournament.status}`}>
        {t(TOURNAMENT_STATUS_LABELS[tournament.status])}
      </span>
      <dl>
        <div>
          <dt>{t('tournaments:public_page.when')}</dt>
          <dd>{formatSchedule(tournament, language)}</dd>
        </div>
        {(tournament.location || tournament.court) && (
          <div>
            <dt>{t('tournaments:public_page.where')}</dt>
            <dd>{[tournament.court?.name, tournament.location].filter(Boolean).join(' · ')}</dd>
          </div>
        )}
        <div>
          <dt>{t('tournaments:public_page.event')}</dt>
          <dd>
            {t(TOURNAMENT_TYPE_LABELS[tournament.type])} · {t(TOURNAMENT_FORMAT_LABELS[tournament.format])}
          </dd>
        </div>
        <div>
          <dt>{t('tournaments:public_page.field')}</dt>
          <dd>
            {entries}
            {tournament.counts.waitlisted > 0 &&
              ` · ${t('tournaments:public_page.waitlisted', { count: tournament.counts.waitlisted })}`}
          </dd>
        </div>
        <div>
          <dt>{t('tournaments:public_page.fee')}</dt>
          <dd>
            {tournament.is_free || tournament.entry_fee === null
              ? t('tournaments:public_page.free')
              : formatMoney(tournament.entry_fee, tournament.currency, language)}
            {tournament.prize_pool !== null &&
              ` · ${t('tournaments:public_page.prize_pool', { amount: formatMoney(tournament.prize_pool, tournament.currency, language) })}`}
          </dd>
        </div>
        {tournament.organizer_name && (
          <div>
            <dt>{t('tournaments:public_page.organizer')}</dt>
            <dd>{tournament.organizer_name}</dd>
          </div>
        )}
      </dl>
      {tournament.description && <p className="pt-description">{tournament.description}</p>}
      {tournament.status === 'registration_open' && tournament.registration_window !== 'closed' && (
        // The app's page registers a signed-in player (a visitor signs in first and comes back there).
        <a className="pt-button pt-register" href={`/my-tournaments?register=${tournament.id}`}>
          {t('tournaments:public_page.register')}
        </a>
      )}
    </section>
  );
}

function ConnectionLine({ state }: { state: ConnectionState }) {
  const { t } = useLiteTranslation('tournaments');
  return (
    <span className={`pt-connection pt-connection-${state}`} role="status">
      <span className="pt-dot" aria-hidden="true" />
      {state === 'connected'
        ? t('tournaments:public_page.live_updates')
        : state === 'connecting'
          ? t('tournaments:public_page.connecting')
          : t('tournaments:public_page.reconnecting')}
    </span>
  );
}

/**
 * /public-tournaments/{id}: a public tournament's bracket and results, live — the tournament's
 * room moves the bracket, each match's scoreboard room its score — polled while the connection
 * is down. No sign-in; names only, no contact details.
 */
export function TournamentScreen({ api, id }: { api: PublicApi; id: number }) {
  const { t, language } = useLiteTranslation('tournaments');
  const [page, setPage] = useState<PageState>({ kind: 'loading' });
  const [connection, setConnection] = useState<ConnectionState>('connecting');
  const [scores, setScores] = useState<ReadonlyMap<number, LiveScore>>(new Map());
  const [attempt, setAttempt] = useState(0);
  const link = useRef<PublicConnection | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const loading = useRef<AbortController | null>(null);

  const load = useCallback(async () => {
    loading.current?.abort();
    const controller = new AbortController();
    loading.current = controller;
    try {
      const tournament = await api.getTournament(id, controller.signal);
      const bracket = tournament.has_bracket ? await api.getBracket(id, controller.signal) : null;
      if (!controller.signal.aborted) setPage({ kind: 'ready', data: { tournament, bracket } });
    } catch (error) {
      if (controller.signal.aborted) return;
      const notFound = error instanceof PublicApiError && error.status === 404;
      // A page shown stays shown when a later refresh fails; only the first load says so.
      setPage((shown) =>
        shown.kind === 'ready' && !notFound
          ? shown
          : { kind: 'failed', reason: notFound ? 'not_found' : 'network' },
      );
    }
  }, [api, id]);

  const scheduleLoad = useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => void load(), REFETCH_DELAY_MS);
  }, [load]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: attempt asks again
  useEffect(() => {
    setPage({ kind: 'loading' });
    void load();
    return () => loading.current?.abort();
  }, [load, attempt]);

  useEffect(() => {
    const connection = connectPublic({
      onState: setConnection,
      onJoined: scheduleLoad,
      onEvent: (event) => {
        if (event.type === 'tournament.updated' && (event.data as TournamentChangedEvent).id === id)
          scheduleLoad();
        if (event.type === 'match.scoreboard_updated') {
          const heard = toLiveScore(event.data as Scoreboard);
          setScores((shown) =>
            new Map(shown).set(heard.matchId, newerLiveScore(shown.get(heard.matchId), heard)),
          );
        }
      },
    });
    link.current = connection;
    connection.setRooms([tournamentRoom(id)]);
    return () => {
      connection.close();
      link.current = null;
      if (timer.current) clearTimeout(timer.current);
    };
  }, [id, scheduleLoad]);

  useEffect(() => {
    if (connection === 'connected') return;
    const poll = setInterval(() => void load(), POLL_MS);
    return () => clearInterval(poll);
  }, [connection, load]);

  const bracket = page.kind === 'ready' ? page.data.bracket : null;
  const liveIds = useMemo(() => liveMatchIds(bracket?.slots ?? []), [bracket]);
  const liveKey = liveIds.join(',');
  // biome-ignore lint/correctness/useExhaustiveDependencies: the ids' text says when they changed
  useEffect(() => {
    link.current?.setRooms([tournamentRoom(id), ...liveIds.map((matchId) => scoreboardRoom(matchId))]);
    // Each match now in play gets its score once; its room keeps it moving.
    const controller = new AbortController();
    for (const matchId of liveIds)
      api
        .getScoreboard(matchId, controller.signal)
        .then((board) => {
          const heard = toLiveScore(board);
          setScores((shown) => new Map(shown).set(matchId, newerLiveScore(shown.get(matchId), heard)));
        })
        .catch(() => undefined);
    return () => controller.abort();
  }, [liveKey, id, api]);

  const title = page.kind === 'ready' ? page.data.tournament.name : t('tournaments:public_page.title');
  useEffect(() => {
    document.title = title;
  }, [title]);

  if (page.kind !== 'ready')
    return (
      <PageFrame title={title} back>
        {page.kind === 'loading' ? (
          <StatusPanel title={t('tournaments:public_page.loading')} />
        ) : (
          <StatusPanel
            tone={page.reason === 'not_found' ? 'neutral' : 'danger'}
            title={
              page.reason === 'not_found'
                ? t('tournaments:public_page.not_found')
                : t('tournaments:public_page.load_failed')
            }
            text={page.reason === 'not_found' ? t('tournaments:public_page.not_found_hint') : undefined}
          >
            {page.reason === 'network' && (
              <button type="button" className="pt-button" onClick={() => setAttempt((count) => count + 1)}>
                {t('tournaments:public_page.try_again')}
              </button>
            )}
          </StatusPanel>
        )}
      </PageFrame>
    );
  const { tournament } = page.data;
  return (
    <PageFrame
      title={tournament.name}
      back
      status={<ConnectionLine state={connection} />}
      tools={<ShareButton url={window.location.href} title={tournament.name} />}
    >
      <main className="pt-main">
        <Summary tournament={tournament} />
        {bracket ? (
          <BracketView
            bracket={bracket}
            t={t}
            locale={language}
            isPairs={tournament.type !== 'singles'}
            liveScores={scores}
          />
        ) : (
          <p className="pt-empty">
            {tournament.status === 'cancelled'
              ? t('tournaments:public_page.cancelled')
              : t('tournaments:public_page.no_bracket')}
          </p>
        )}
        {tournament.rules && (
          <details className="pt-rules">
            <summary>{t('tournaments:public_page.rules')}</summary>
            <p>{tournament.rules}</p>
          </details>
        )}
      </main>
    </PageFrame>
  );
}
