import { Badge, HStack, Link } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';

export const TOURNAMENT_TABS = ['overview', 'registrations', 'brackets', 'matches', 'live'] as const;
export type TournamentTab = (typeof TOURNAMENT_TABS)[number];

/** The tab a `?tab=` names; the overview for anything else. */
export function tabOfParam(value: string | null): TournamentTab {
  return (TOURNAMENT_TABS as readonly string[]).includes(value ?? '') ? (value as TournamentTab) : 'overview';
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
 * The tournament's five views as links (each has its own address: `?tab=`), a navigation landmark
 * whose current link says so, scrolling sideways on a narrow phone rather than wrapping. The live
 * tab counts the matches being played.
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
    <HStack
      as="nav"
      aria-label={t('tournaments:tabs.label')}
      gap="1"
      borderBottomWidth="1px"
      overflowX="auto"
      data-print-hidden=""
    >
      {TOURNAMENT_TABS.map((tab) => {
        const isCurrent = tab === current;
        return (
          <Link
            asChild
            key={tab}
            px="3"
            py="2"
            whiteSpace="nowrap"
            fontWeight={isCurrent ? 'semibold' : 'medium'}
            color={isCurrent ? 'fg' : 'fg.muted'}
            borderBottomWidth="2px"
            borderColor={isCurrent ? 'blue.solid' : 'transparent'}
            mb="-1px"
            textDecoration="none"
            _hover={{ color: 'fg', textDecoration: 'none' }}
          >
            <RouterLink
              to={tab === 'overview' ? `/tournaments/${id}` : `/tournaments/${id}?tab=${tab}`}
              aria-current={isCurrent ? 'page' : undefined}
            >
              {t(TAB_KEYS[tab])}
              {tab === 'live' && liveCount > 0 && (
                <Badge ms="1.5" colorPalette="red" variant="solid" size="sm">
                  {liveCount}
                </Badge>
              )}
            </RouterLink>
          </Link>
        );
      })}
    </HStack>
  );
}
