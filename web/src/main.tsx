import { isPublicChatPath } from './app/public-chat/paths';
import { readPublicTournamentRoute } from './app/public-tournament/paths';
import { isGuestPagePath } from './lib/guest-pages';
import { readPreferredLanguage } from './lib/language';
import { sessionStore } from './lib/session-store';

/**
 * The entry decides what to load: /public-chat gets its own light bundle (app/public-chat: plain
 * React and socket.io-client, for players opening it from the mobile app, signed in or not to the
 * back-office), and so do the public tournament pages (app/public-tournament); a visitor without
 * a session who opens a sign-in page (or the site's root) gets the light sign-in bundle (app/guest:
 * plain React, no UI kit, no form or schema library); everyone else gets the full app
 * (app/start-app). Afterwards the two take turns in the
 * page: the sign-in pages start the app once the user has signed in, and the app makes way for
 * them when the session ends (lib/guest-pages). This file stays tiny: it runs before either loads.
 */
const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// No top-level await: the chunks below import this one, and would wait for it to finish.
const path = window.location.pathname;
if (isPublicChatPath(path)) {
  if (readPreferredLanguage() === 'vi') import('./app/public-chat/catalog-vi').catch(() => undefined);
  void import('./app/public-chat/start-public-chat').then(({ startPublicChat }) =>
    startPublicChat(container),
  );
} else if (readPublicTournamentRoute(path)) {
  // A public tournament (issue 14): spectators on a phone, signed in or not, get its light bundle.
  if (readPreferredLanguage() === 'vi') import('./app/public-tournament/catalog-vi').catch(() => undefined);
  void import('./app/public-tournament/start-public-tournament').then(({ startPublicTournament }) =>
    startPublicTournament(container),
  );
} else if (!sessionStore.getSnapshot().tokens && (path === '/' || isGuestPagePath(path))) {
  // Vietnamese texts are fetched alongside the pages rather than after them.
  if (readPreferredLanguage() === 'vi') import('./app/guest/catalog-vi').catch(() => undefined);
  void import('./app/guest/start-guest').then(({ startGuest }) => startGuest(container));
} else {
  void import('./app/start-app').then(({ startApp }) => startApp(container));
}
