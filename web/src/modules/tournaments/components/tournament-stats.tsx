import { Archive, CalendarClock, DoorOpen, Swords, Trophy, UsersRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { countOf, QueryStatCards } from '../../../components/query-stat-cards';
import { useTournamentStats } from '../api/get-tournament-stats';

/** Figures over the tournaments list and calendar. */
export function TournamentStats() {
  const { t } = useTranslation('tournaments');
  return (
    <QueryStatCards
      query={useTournamentStats()}
      columns={{ md: 3, xl: 6 }}
      items={(data) => [
        { id: 'total', label: t('tournaments:stats.total'), value: data?.total, icon: <Trophy size={18} /> },
        {
          id: 'upcoming',
          label: t('tournaments:stats.upcoming'),
          value: data?.upcoming,
          icon: <CalendarClock size={18} />,
          colorPalette: 'teal',
        },
        {
          id: 'open',
          label: t('tournaments:stats.open_for_registration'),
          value: data?.open_for_registration,
          icon: <DoorOpen size={18} />,
          colorPalette: 'green',
        },
        {
          id: 'in_progress',
          label: t('tournaments:status.in_progress'),
          value: countOf(data?.by_status, 'in_progress'),
          icon: <Swords size={18} />,
          colorPalette: 'blue',
        },
        {
          id: 'entries',
          label: t('tournaments:stats.entries'),
          value: data?.entries,
          icon: <UsersRound size={18} />,
          colorPalette: 'purple',
        },
        {
          id: 'archived',
          label: t('tournaments:stats.archived'),
          value: data?.archived,
          icon: <Archive size={18} />,
          colorPalette: 'gray',
        },
      ]}
    />
  );
}
