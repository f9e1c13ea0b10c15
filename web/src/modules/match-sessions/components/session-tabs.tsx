import { useTranslation } from 'react-i18next';
import { LinkTabs } from '../../../components/link-tabs';

export type SessionTab = 'preview' | 'details' | 'matches' | 'statistics';

/** The tab a session's path shows: /match-sessions/{id}[/details|/matches|/statistics]. */
export function tabOfPath(pathname: string): SessionTab {
  const last = pathname.replace(/\/+$/, '').split('/').pop();
  return last === 'details' || last === 'matches' || last === 'statistics' ? last : 'preview';
}

/** The session's four views as links (each has its own address, SPEC §2). */
export function SessionTabs({ id, current }: { id: number; current: SessionTab }) {
  const { t } = useTranslation('match-sessions');
  return (
    <LinkTabs
      label={t('match-sessions:tabs.label')}
      current={current}
      tabs={[
        { value: 'preview', to: `/match-sessions/${id}`, label: t('match-sessions:tabs.preview') },
        { value: 'details', to: `/match-sessions/${id}/details`, label: t('match-sessions:tabs.details') },
        { value: 'matches', to: `/match-sessions/${id}/matches`, label: t('match-sessions:tabs.matches') },
        {
          value: 'statistics',
          to: `/match-sessions/${id}/statistics`,
          label: t('match-sessions:tabs.statistics'),
        },
      ]}
    />
  );
}
