import {
  BadgeCheck,
  CircleCheck,
  ClipboardList,
  Hourglass,
  Radio,
  ShieldAlert,
  UserCheck,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { StatCards } from '../../../components/stat-cards';
import { useMatchStats } from '../api/get-match-stats';

/** Figures over the matches list: all, live, awaiting players, awaiting approval, disputed, approved, certified. */
export function MatchStats() {
  const { t } = useTranslation('matches');
  const stats = useMatchStats();
  const data = stats.data?.data;
  if (stats.isError) return null;
  return (
    <StatCards
      isLoading={stats.isPending}
      columns={{ md: 4, xl: 7 }}
      items={[
        {
          id: 'total',
          label: t('matches:stats.total'),
          value: data?.total,
          icon: <ClipboardList size={18} />,
        },
        {
          id: 'live',
          label: t('matches:stats.live'),
          value: data?.live,
          icon: <Radio size={18} />,
          colorPalette: 'red',
        },
        {
          id: 'awaiting_confirmation',
          label: t('matches:stats.awaiting_confirmation'),
          value: data?.awaiting_confirmation,
          icon: <UserCheck size={18} />,
          colorPalette: 'blue',
        },
        {
          id: 'awaiting_approval',
          label: t('matches:stats.awaiting_approval'),
          value: data?.awaiting_approval,
          icon: <Hourglass size={18} />,
          colorPalette: 'yellow',
        },
        {
          id: 'disputed',
          label: t('matches:stats.disputed'),
          value: data?.disputed,
          icon: <ShieldAlert size={18} />,
          colorPalette: 'orange',
        },
        {
          id: 'approved',
          label: t('matches:stats.approved'),
          value: data?.approved,
          icon: <CircleCheck size={18} />,
          colorPalette: 'green',
        },
        {
          id: 'certified',
          label: t('matches:stats.certified'),
          value: data?.certified,
          icon: <BadgeCheck size={18} />,
          colorPalette: 'purple',
        },
      ]}
    />
  );
}
