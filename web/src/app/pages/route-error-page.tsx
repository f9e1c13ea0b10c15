import { TriangleAlert, WifiOff } from 'lucide-react';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router-dom';
import { StatusPage } from './status-page';

function subscribeOnline(listener: () => void): () => void {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}

/**
 * What a route shows when it throws or its code cannot be loaded. Offline (a page's code not yet
 * loaded when the connection dropped), it says so and opens the page as soon as the connection is
 * back; otherwise the code was typically removed by a new release while the tab was open, and
 * reloading fetches the current version. Inside the layout (`inLayout`) the menu stays usable.
 */
export default function RouteErrorPage({ inLayout = false }: { inLayout?: boolean }) {
  const { t } = useTranslation(['layout', 'common']);
  const error = useRouteError();
  const isOnline = useSyncExternalStore(
    subscribeOnline,
    () => navigator.onLine,
    () => true,
  );
  // Once the page failed for want of a connection, it stays the offline page until the
  // connection is back, then loads again (a failed lazy import is only retried by a reload).
  const [failedOffline, setFailedOffline] = useState(!isOnline);
  useEffect(() => {
    if (!isOnline) setFailedOffline(true);
    else if (failedOffline) window.location.reload();
  }, [isOnline, failedOffline]);
  useEffect(() => {
    if (error && !failedOffline) console.error(error);
  }, [error, failedOffline]);
  if (failedOffline)
    return (
      <StatusPage
        fullPage={!inLayout}
        icon={<WifiOff />}
        title={t('common:offline.title')}
        description={t('common:offline.description')}
        actionLabel={t('common:offline.action')}
        onAction={() => window.location.reload()}
      />
    );
  return (
    <StatusPage
      fullPage={!inLayout}
      icon={<TriangleAlert />}
      title={t('layout:route_error.title')}
      description={t('layout:route_error.description')}
      actionLabel={t('layout:route_error.action')}
      onAction={() => window.location.reload()}
    />
  );
}
