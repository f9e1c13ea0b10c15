import { StrictMode, useCallback, useEffect, useMemo, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { applyColorMode, currentColorMode } from '../../lib/color-mode-lite';
import { type Catalogs, createTranslate, type LiteI18n, LiteI18nProvider } from '../../lib/i18n-lite';
import { type Language, readStoredLanguage, reflectLanguage, storeLanguage } from '../../lib/language';
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

const loaders: Record<Language, () => Promise<Catalogs>> = {
  en: async () => english,
  vi: async () => (await import('./catalog-vi')).catalog,
};
const catalogs = new Map<Language, Catalogs>([['en', english]]);

async function loadCatalog(language: Language): Promise<Catalogs> {
  const known = catalogs.get(language);
  if (known) return known;
  const loaded = await loaders[language]();
  catalogs.set(language, loaded);
  return loaded;
}

/** What the calls read for Accept-Language. */
let currentLanguage: Language = 'en';

function PublicTournamentApp({ initialLanguage }: { initialLanguage: Language }) {
  const [language, setLanguage] = useState(initialLanguage);
  const changeLanguage = useCallback((next: Language) => {
    loadCatalog(next)
      .then(() => {
        storeLanguage(next);
        reflectLanguage(next);
        currentLanguage = next;
        setLanguage(next);
      })
      // The texts could not be fetched (offline, a new release): the page stays as it is.
      .catch(() => undefined);
  }, []);
  const i18n = useMemo<LiteI18n>(
    () => ({
      language,
      t: createTranslate(language, catalogs.get(language) ?? english, english, 'tournaments'),
      changeLanguage,
    }),
    [language, changeLanguage],
  );
  const api = useMemo(() => createPublicApi(() => currentLanguage), []);
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
  applyColorMode(currentColorMode());
  const stored = readStoredLanguage();
  const language = await loadCatalog(stored).then(
    () => stored,
    // The texts could not be fetched: English meanwhile.
    (): Language => 'en',
  );
  currentLanguage = language;
  reflectLanguage(language);
  createRoot(container).render(
    <StrictMode>
      <PublicTournamentApp initialLanguage={language} />
    </StrictMode>,
  );
}
