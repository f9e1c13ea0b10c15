import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { FullPageSpinner } from './guards';

/**
 * A public page with a light bundle of its own (main.tsx: the public tournaments), reached by a
 * link inside the app: the document is loaded again at that address, so the light bundle takes
 * the app's place.
 */
export function PublicPageHandover() {
  const { pathname, search, hash } = useLocation();
  useEffect(() => {
    window.location.replace(`${pathname}${search}${hash}`);
  }, [pathname, search, hash]);
  return <FullPageSpinner />;
}
