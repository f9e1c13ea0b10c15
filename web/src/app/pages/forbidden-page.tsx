import { ShieldX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { StatusPage } from './status-page';

/** 403: the route exists but the user's permissions do not include it. */
export default function ForbiddenPage() {
  const { t } = useTranslation('layout');
  return (
    <StatusPage
      code="403"
      icon={<ShieldX />}
      title={t('forbidden.title')}
      description={t('forbidden.description')}
      actionLabel={t('forbidden.action')}
      actionTo="/dashboard"
    />
  );
}
