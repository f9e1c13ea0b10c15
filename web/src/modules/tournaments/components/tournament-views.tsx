import { CalendarDays, List } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ViewLinks } from '../../../components/view-links';
import { useAuth } from '../../../lib/auth';

/** The header's actions of both list pages: list or calendar, and a new tournament. */
export function TournamentViews({ current }: { current: 'list' | 'calendar' }) {
  const { t } = useTranslation('tournaments');
  const { can } = useAuth();
  return (
    <ViewLinks
      views={[
        { value: 'list', to: '/tournaments', label: t('tournaments:views.list'), icon: List },
        {
          value: 'calendar',
          to: '/tournaments/calendar',
          label: t('tournaments:views.calendar'),
          icon: CalendarDays,
        },
      ]}
      current={current}
      create={
        can('tournament.create')
          ? { to: '/tournaments/create', label: t('tournaments:actions.create') }
          : null
      }
    />
  );
}
