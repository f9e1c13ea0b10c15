import { Button, ButtonGroup } from '@chakra-ui/react';
import { CalendarDays, List, Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { useAuth } from '../../../lib/auth';

/** The header's actions of both list pages: list or calendar, and a new tournament. */
export function TournamentViews({ current }: { current: 'list' | 'calendar' }) {
  const { t } = useTranslation('tournaments');
  const { can } = useAuth();
  return (
    <>
      <ButtonGroup size="sm" variant="outline" attached>
        <Button
          asChild
          variant={current === 'list' ? 'solid' : 'outline'}
          aria-current={current === 'list' ? 'page' : undefined}
        >
          <RouterLink to="/tournaments">
            <List size={16} aria-hidden="true" />
            {t('tournaments:views.list')}
          </RouterLink>
        </Button>
        <Button
          asChild
          variant={current === 'calendar' ? 'solid' : 'outline'}
          aria-current={current === 'calendar' ? 'page' : undefined}
        >
          <RouterLink to="/tournaments/calendar">
            <CalendarDays size={16} aria-hidden="true" />
            {t('tournaments:views.calendar')}
          </RouterLink>
        </Button>
      </ButtonGroup>
      {can('tournament.create') && (
        <Button asChild colorPalette="blue" size="sm">
          <RouterLink to="/tournaments/create">
            <Plus size={16} aria-hidden="true" />
            {t('tournaments:actions.create')}
          </RouterLink>
        </Button>
      )}
    </>
  );
}
