import { Badge } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LinkTabs } from '../../../../components/link-tabs';

export const TOURNAMENT_TABS = ['overview', 'registrations', 'brackets', 'matches', 'live'] as const;
export type TournamentTab = (typeof TOURNAMENT_TABS)[number];

/** The tab a `?tab=` names; the overview for anything else. */
export function tabOfParam(value: string | null): TournamentTab {
  return (TOURNAMENT_TABS as readonly string[]).includes(value ?? '') ? (value as TournamentTab) : 'overview';
}

/**
 * Whether the page asks for the bracket: for a tab that shows it, or the live count of a
 * tournament in play, and only once the tournament is known to have one (before generation the
 * server answers 409 tournament.no_bracket: the tabs show their empty state instead).
 */
export function isBracketWanted(
  tab: TournamentTab,
  tournament: { has_bracket: boolean; status: string } | undefined,
): boolean {
  if (tournament?.has_bracket !== true) return false;
  return tab === 'brackets' || tab === 'matches' || tab === 'live' || tournament.status === 'in_progress';
}

/** Written out in full so the catalog check finds each key. */
const TAB_KEYS: Record<TournamentTab, string> = {
  overview: 'tournaments:tabs.overview',
  registrations: 'tournaments:tabs.registrations',
  brackets: 'tournaments:tabs.brackets',
  matches: 'tournaments:tabs.matches',
  live: 'tournaments:tabs.live',
};

/**
 * The tournament's five views as links (each has its own address: `?tab=`); the live tab counts
 * the matches being played.
 */
export function TournamentTabs({
  id,
  current,
  liveCount,
}: {
  id: number;
  current: TournamentTab;
  liveCount: number;
}) {
  const { t } = useTranslation('tournaments');
  return (
    <LinkTabs
      label={t('tournaments:tabs.label')}
      current={current}
      tabs={TOURNAMENT_TABS.map((tab) => ({
        value: tab,
        to: tab === 'overview' ? `/tournaments/${id}` : `/tournaments/${id}?tab=${tab}`,
        label: (
          <>
            {t(TAB_KEYS[tab])}
            {tab === 'live' && liveCount > 0 && (
              <Badge ms="1.5" colorPalette="red" variant="solid" size="sm">
                {liveCount}
              </Badge>
            )}
          </>
        ),
      }))}
    />
  );
}
