import { TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router-dom';
import { StatusPage } from './status-page';

/**
 * What a route shows when it throws or its code cannot be loaded (typically a chunk removed by a
 * new release while the tab was open): reloading fetches the current version.
 */
export default function RouteErrorPage() {
  const { t } = useTranslation('layout');
  const error = useRouteError();
  if (error) console.error(error);
  return (
    <StatusPage
      fullPage
      icon={<TriangleAlert />}
      title={t('route_error.title')}
      description={t('route_error.description')}
      actionLabel={t('route_error.action')}
      onAction={() => window.location.reload()}
    />
  );
}
