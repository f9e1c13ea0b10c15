import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { FullPageSpinner } from './guards';
import NotFoundPage from './pages/not-found-page';
import { isPublicChatPath } from './public-chat/paths';
import { readPublicTournamentRoute } from './public-tournament/paths';

/** The addresses a light bundle of its own takes (main.tsx). */
export function isLightBundlePath(path: string): boolean {
  return isPublicChatPath(path) || readPublicTournamentRoute(path) !== null;
}

/**
 * A public page with a light bundle of its own (main.tsx: the public chat, the public
 * tournaments), reached by a link inside the app: the document is loaded again at that address,
 * so the light bundle takes the app's place (an address it does not take is not found).
 */
export function PublicPageHandover() {
  const { pathname, search, hash } = useLocation();
  // Only an address the light bundle takes: any other would come back here, again and again.
  const isHandedOver = isLightBundlePath(pathname);
  useEffect(() => {
    if (isHandedOver) window.location.replace(`${pathname}${search}${hash}`);
  }, [isHandedOver, pathname, search, hash]);
  return isHandedOver ? <FullPageSpinner /> : <NotFoundPage />;
}
