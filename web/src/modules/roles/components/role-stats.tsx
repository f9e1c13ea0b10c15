import { KeyRound, ShieldCheck, ShieldPlus, UserCheck, UserMinus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { QueryStatCards } from '../../../components/query-stat-cards';
import { useRoleStats } from '../api/get-role-stats';

/** Totals over the roles list. */
export function RoleStats() {
  const { t } = useTranslation('roles');
  return (
    <QueryStatCards
      query={useRoleStats()}
      columns={{ md: 3, xl: 5 }}
      items={(data) => {
        return [
          { id: 'total', label: t('roles:stats.total'), value: data?.total, icon: <ShieldCheck size={18} /> },
          {
            id: 'with_users',
            label: t('roles:stats.with_users'),
            value: data?.with_users,
            icon: <UserCheck size={18} />,
            colorPalette: 'green',
          },
          {
            id: 'without_users',
            label: t('roles:stats.without_users'),
            value: data?.without_users,
            icon: <UserMinus size={18} />,
            colorPalette: 'gray',
          },
          {
            id: 'custom',
            label: t('roles:stats.custom'),
            value: data?.custom,
            helpText: data ? t('roles:stats.system_count', { count: data.system }) : undefined,
            icon: <ShieldPlus size={18} />,
            colorPalette: 'purple',
          },
          {
            id: 'permissions',
            label: t('roles:stats.permissions_total'),
            value: data?.permissions_total,
            icon: <KeyRound size={18} />,
            colorPalette: 'orange',
          },
        ];
      }}
    />
  );
}
