import { HStack, Link } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';

export type SessionTab = 'preview' | 'details' | 'matches' | 'statistics';

/** The tab a session's path shows: /match-sessions/{id}[/details|/matches|/statistics]. */
export function tabOfPath(pathname: string): SessionTab {
  const last = pathname.replace(/\/+$/, '').split('/').pop();
  return last === 'details' || last === 'matches' || last === 'statistics' ? last : 'preview';
}

/**
 * The session's four views as links (each has its own address, SPEC §2): a navigation landmark
 * whose current link says so, scrolling sideways on a narrow phone rather than wrapping.
 */
export function SessionTabs({ id, current }: { id: number; current: SessionTab }) {
  const { t } = useTranslation('match-sessions');
  const tabs: { tab: SessionTab; to: string; label: string }[] = [
    { tab: 'preview', to: `/match-sessions/${id}`, label: t('match-sessions:tabs.preview') },
    { tab: 'details', to: `/match-sessions/${id}/details`, label: t('match-sessions:tabs.details') },
    { tab: 'matches', to: `/match-sessions/${id}/matches`, label: t('match-sessions:tabs.matches') },
    { tab: 'statistics', to: `/match-sessions/${id}/statistics`, label: t('match-sessions:tabs.statistics') },
  ];
  return (
    <HStack
      as="nav"
      aria-label={t('match-sessions:tabs.label')}
      gap="1"
      borderBottomWidth="1px"
      overflowX="auto"
      data-print-hidden=""
    >
      {tabs.map((item) => {
        const isCurrent = item.tab === current;
        return (
          <Link
            asChild
            key={item.tab}
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
            <RouterLink to={item.to} aria-current={isCurrent ? 'page' : undefined}>
              {item.label}
            </RouterLink>
          </Link>
        );
      })}
    </HStack>
  );
}
