import { CalendarDays, List } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ViewLinks } from '../../../components/view-links';
import { useAuth } from '../../../lib/auth';

/** The header's actions of the list and the calendar: one or the other, and a new session (the generator). */
export function SessionViews({ current }: { current: 'list' | 'calendar' }) {
  const { t } = useTranslation('match-sessions');
  const { can } = useAuth();
  return (
    <ViewLinks
      views={[
        { value: 'list', to: '/match-sessions', label: t('match-sessions:views.list'), icon: List },
        {
          value: 'calendar',
          to: '/match-sessions/calendar',
          label: t('match-sessions:views.calendar'),
          icon: CalendarDays,
        },
      ]}
      current={current}
      create={
        can('match.generate')
          ? { to: '/match-generator', label: t('match-sessions:actions.new_session') }
          : null
      }
    />
  );
}
