import { FolderTree, KeyRound, Link2, Link2Off, Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { QueryStatCards } from '../../../components/query-stat-cards';
import { usePermissionStats } from '../api/get-permission-stats';

/** Totals over the permissions list. */
export function PermissionStats() {
  const { t } = useTranslation('permissions');
  return (
    <QueryStatCards
      query={usePermissionStats()}
      columns={{ md: 3, xl: 5 }}
      items={(data) => {
        return [
          {
            id: 'total',
            label: t('permissions:stats.total'),
            value: data?.total,
            icon: <KeyRound size={18} />,
          },
          {
            id: 'groups',
            label: t('permissions:stats.groups'),
            value: data?.groups,
            icon: <FolderTree size={18} />,
            colorPalette: 'teal',
          },
          {
            id: 'assigned',
            label: t('permissions:stats.assigned'),
            value: data?.assigned,
            icon: <Link2 size={18} />,
            colorPalette: 'green',
          },
          {
            id: 'unassigned',
            label: t('permissions:stats.unassigned'),
            value: data?.unassigned,
            icon: <Link2Off size={18} />,
            colorPalette: 'gray',
          },
          {
            id: 'custom',
            label: t('permissions:stats.custom'),
            value: data?.custom,
            helpText: data ? t('permissions:stats.system_count', { count: data.system }) : undefined,
            icon: <Sparkles size={18} />,
            colorPalette: 'purple',
          },
        ];
      }}
    />
  );
}
