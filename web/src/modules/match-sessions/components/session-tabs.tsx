import { useTranslation } from 'react-i18next';
import { LinkTabs } from '../../../components/link-tabs';

export type SessionTab = 'preview' | 'details' | 'signups' | 'matches' | 'statistics';

const SUB_TABS: ReadonlySet<string> = new Set(['details', 'signups', 'matches', 'statistics']);

/** The tab a session's path shows: /match-sessions/{id}[/details|/signups|/matches|/statistics]. */
export function tabOfPath(pathname: string): SessionTab {
  const last = pathname.replace(/\/+$/, '').split('/').pop() ?? '';
  return SUB_TABS.has(last) ? (last as SessionTab) : 'preview';
}

/** The session's views as links (each has its own address, SPEC §2); the sign-ups of issue 31 §2 among them. */
export function SessionTabs({ id, current }: { id: number; current: SessionTab }) {
  const { t } = useTranslation('match-sessions');
  return (
    <LinkTabs
      label={t('match-sessions:tabs.label')}
      current={current}
      tabs={[
        { value: 'preview', to: `/match-sessions/${id}`, label: t('match-sessions:tabs.preview') },
        { value: 'details', to: `/match-sessions/${id}/details`, label: t('match-sessions:tabs.details') },
        { value: 'signups', to: `/match-sessions/${id}/signups`, label: t('match-sessions:tabs.signups') },
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
