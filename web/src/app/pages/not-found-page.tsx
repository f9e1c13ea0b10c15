import { SearchX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { StatusPage } from './status-page';

/** 404 for any path the route table does not know, or an id that is not a record's (in the frame: `inLayout`). */
export default function NotFoundPage({ inLayout = false }: { inLayout?: boolean }) {
  const { t } = useTranslation('layout');
  return (
    <StatusPage
      fullPage={!inLayout}
      code="404"
      icon={<SearchX />}
      title={t('not_found.title')}
      description={t('not_found.description')}
      actionLabel={t('not_found.action')}
      actionTo="/dashboard"
    />
  );
}
