import { Construction } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { useSession } from '../../lib/auth';
import { findActiveItem } from '../navigation';
import { StatusPage } from './status-page';

/**
 * The one page for SPEC §2 routes whose module is not built yet: it names the section and says it
 * is coming, and shows no made-up data. The route keeps its permission meanwhile.
 */
export default function ComingSoonPage() {
  const { t } = useTranslation('layout');
  const { pathname } = useLocation();
  const { user } = useSession();
  const item = findActiveItem(pathname);
  const section = item ? t(item.label) : pathname.startsWith('/profile') ? t('user_menu.profile') : undefined;
  return (
    <StatusPage
      fullPage={!user}
      icon={<Construction />}
      title={section ? t('coming_soon.title_named', { section }) : t('coming_soon.title')}
      description={t('coming_soon.description')}
      actionLabel={user ? t('coming_soon.action') : undefined}
      actionTo={user ? '/dashboard' : undefined}
    />
  );
}
