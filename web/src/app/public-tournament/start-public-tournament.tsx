import { StrictMode, useEffect, useMemo } from 'react';
import { createRoot } from 'react-dom/client';
import { LiteI18nProvider } from '../../lib/i18n-lite';
import type { Language } from '../../lib/language';
import { createLiteEntry, useLiteEntryI18n } from '../../lib/lite-entry';
import { createPublicApi } from './api';
import { catalog as english } from './catalog-en';
import { ListScreen } from './list-screen';
import { readPublicTournamentRoute } from './paths';
import { TournamentScreen } from './tournament-screen';
import './public-tournament.css';

/**
 * The public tournament pages on their own (main.tsx loads this for /public-tournaments and
 * /public-tournaments/{id}): spectators on a phone in the stands, players following a link from
 * a notification. Plain React, the light translation lookup, plain fetch and socket.io-client;
 * the bracket is the staff's own view (plain React and CSS). None of the back-office's frame, UI
 * kit, query cache, schemas or i18next.
 */

/** Its `current` is what the calls read for Accept-Language. */
const entry = createLiteEntry({
  english,
  loadVietnamese: async () => (await import('./catalog-vi')).catalog,
  namespace: 'tournaments',
});

function PublicTournamentApp({ initialLanguage }: { initialLanguage: Language }) {
  const i18n = useLiteEntryI18n(entry, initialLanguage);
  const api = useMemo(() => createPublicApi(() => entry.current.language), []);
  const route = readPublicTournamentRoute(window.location.pathname);
  useEffect(() => {
    document.documentElement.classList.add('pt-document');
  }, []);
  return (
    <LiteI18nProvider value={i18n}>
      {route?.kind === 'tournament' ? <TournamentScreen api={api} id={route.id} /> : <ListScreen api={api} />}
    </LiteI18nProvider>
  );
}

/** Shows the public tournament pages in `container` (main.tsx). */
export async function startPublicTournament(container: HTMLElement): Promise<void> {
  const language = await entry.start();
  createRoot(container).render(
    <StrictMode>
      <PublicTournamentApp initialLanguage={language} />
    </StrictMode>,
  );
}
