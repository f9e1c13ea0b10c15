import type { DashboardCards } from '@pickleball/domain';
import { Bell, MapPinned, Users, UsersRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { DashboardCard, FigureList, Headline } from './dashboard-card';
import { useDashboardFormat } from './use-dashboard-format';

type Card<K extends keyof DashboardCards> = NonNullable<DashboardCards[K]>;

export function UsersCard({ card }: { card: Card<'users'> }) {
  const { t } = useTranslation('dashboard');
  const format = useDashboardFormat();
  return (
    <DashboardCard title={t('users.title')} icon={Users} to="/users" colorPalette="purple">
      <Headline label={t('users.total')} value={format.number(card.total)} />
      <FigureList
        figures={[
          { id: 'active', label: t('users.active'), value: format.number(card.active) },
          { id: 'new', label: t('users.new_this_week'), value: format.number(card.new_this_week) },
        ]}
      />
    </DashboardCard>
  );
}

export function CourtsCard({ card }: { card: Card<'courts'> }) {
  const { t } = useTranslation('dashboard');
  const format = useDashboardFormat();
  return (
    <DashboardCard title={t('courts.title')} icon={MapPinned} to="/courts" colorPalette="teal">
      <Headline label={t('courts.total')} value={format.number(card.total)} />
      <FigureList
        figures={[
          { id: 'active', label: t('courts.active'), value: format.number(card.active) },
          { id: 'inactive', label: t('courts.inactive'), value: format.number(card.total - card.active) },
        ]}
      />
    </DashboardCard>
  );
}

export function ClubsCard({ card }: { card: Card<'clubs'> }) {
  const { t } = useTranslation('dashboard');
  const format = useDashboardFormat();
  return (
    <DashboardCard title={t('clubs.title')} icon={UsersRound} to="/clubs" colorPalette="cyan">
      <Headline label={t('clubs.total')} value={format.number(card.total)} />
      <FigureList
        figures={[
          {
            id: 'join-requests',
            label: t('clubs.join_requests'),
            value: format.number(card.pending_join_requests),
            alert: card.pending_join_requests > 0 ? 'orange' : undefined,
          },
        ]}
      />
    </DashboardCard>
  );
}

export function NotificationsCard({ card }: { card: Card<'notifications'> }) {
  const { t } = useTranslation('dashboard');
  const format = useDashboardFormat();
  const hasFailed = card.failed_today > 0;
  return (
    <DashboardCard title={t('notifications.title')} icon={Bell} to="/notifications" colorPalette="orange">
      <Headline label={t('notifications.scheduled')} value={format.number(card.scheduled)} />
      <FigureList
        figures={[
          {
            id: 'failed',
            label: t('notifications.failed_today'),
            value: format.number(card.failed_today),
            // The failed sends, to look at their deliveries and retry.
            to: hasFailed ? '/notifications?status=failed' : undefined,
            alert: hasFailed ? 'red' : undefined,
          },
        ]}
      />
    </DashboardCard>
  );
}
