import type { PublicTournament } from '@pickleball/domain';
import {
  TOURNAMENT_FORMAT_LABELS,
  TOURNAMENT_STATUS_LABELS,
  TOURNAMENT_TYPE_LABELS,
} from '@pickleball/domain/tournaments/tournaments.labels';
import { useCallback, useEffect, useState } from 'react';
import { StatusPanel } from '../../components/lite/lite-shell';
import { useLiteTranslation } from '../../lib/i18n-lite';
import { formatSchedule } from '../../modules/tournaments/components/tournament-dates';
import type { PageMeta, PublicApi } from './api';
import { PageFrame } from './shell';

type ListState =
  | { kind: 'loading' }
  | { kind: 'ready'; items: PublicTournament[]; meta: PageMeta; isLoadingMore: boolean }
  | { kind: 'failed' };

/** /public-tournaments: the public tournaments, soonest first as the server orders them; more on demand. */
export function ListScreen({ api }: { api: PublicApi }) {
  const { t, language } = useLiteTranslation('tournaments');
  const [state, setState] = useState<ListState>({ kind: 'loading' });
  const load = useCallback(
    async (page: number, signal?: AbortSignal) => {
      try {
        const response = await api.listTournaments(page, signal);
        setState((shown) =>
          shown.kind === 'ready' && page > 1
            ? {
                kind: 'ready',
                items: [...shown.items, ...response.data],
                meta: response.meta,
                isLoadingMore: false,
              }
            : { kind: 'ready', items: response.data, meta: response.meta, isLoadingMore: false },
        );
      } catch {
        if (!signal?.aborted)
          setState((shown) =>
            shown.kind === 'ready' ? { ...shown, isLoadingMore: false } : { kind: 'failed' },
          );
      }
    },
    [api],
  );
  useEffect(() => {
    const controller = new AbortController();
    void load(1, controller.signal);
    return () => controller.abort();
  }, [load]);
  useEffect(() => {
    document.title = t('tournaments:public_page.list_title');
  }, [t]);
  const title = t('tournaments:public_page.list_title');
  if (state.kind === 'loading')
    return (
      <PageFrame title={title}>
        <StatusPanel title={t('tournaments:public_page.loading')} />
      </PageFrame>
    );
  if (state.kind === 'failed')
    return (
      <PageFrame title={title}>
        <StatusPanel tone="danger" title={t('tournaments:public_page.load_failed')}>
          <button type="button" className="pt-button" onClick={() => void load(1)}>
            {t('tournaments:public_page.try_again')}
          </button>
        </StatusPanel>
      </PageFrame>
    );
  return (
    <PageFrame title={title}>
      <main className="pt-main">
        {state.items.length === 0 ? (
          <p className="pt-empty">{t('tournaments:public_page.list_empty')}</p>
        ) : (
          <ul className="pt-cards">
            {state.items.map((tournament) => (
              <li key={tournament.id}>
                <a className="pt-card" href={`/public-tournaments/${tournament.id}`}>
                  <span className={`pt-status pt-status-${tournament.status}`}>
                    {t(TOURNAMENT_STATUS_LABELS[tournament.status])}
                  </span>
                  <strong>{tournament.name}</strong>
                  <span>{formatSchedule(tournament, language)}</span>
                  {tournament.location && <span className="pt-muted">{tournament.location}</span>}
                  <span className="pt-muted">
                    {t(TOURNAMENT_TYPE_LABELS[tournament.type])} ·{' '}
                    {t(TOURNAMENT_FORMAT_LABELS[tournament.format])}
                  </span>
                </a>
              </li>
            ))}
          </ul>
        )}
        {state.meta.page < state.meta.last_page && (
          <button
            type="button"
            className="pt-button pt-more"
            disabled={state.isLoadingMore}
            onClick={() => {
              setState({ ...state, isLoadingMore: true });
              void load(state.meta.page + 1);
            }}
          >
            {t('tournaments:public_page.more')}
          </button>
        )}
      </main>
    </PageFrame>
  );
}
