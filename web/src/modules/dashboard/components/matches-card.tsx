import { Badge, Box, Button, HStack, Link, Stack, Text } from '@chakra-ui/react';
import type { DashboardCards } from '@pickleball/domain';
import { ExternalLink, Swords } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { DashboardCard, FigureList, Headline } from './dashboard-card';
import { useDashboardFormat } from './use-dashboard-format';

type MatchesCardData = NonNullable<DashboardCards['matches']>;
type LiveMatch = MatchesCardData['live'][number];

/** One match being played: its title (to the match) and score, its court and public scoreboard. */
function LiveMatchRow({ match }: { match: LiveMatch }) {
  const { t } = useTranslation('dashboard');
  return (
    <Stack as="li" gap="1" py="2.5" borderTopWidth="1px" _first={{ borderTopWidth: '0', pt: '0' }}>
      <HStack justify="space-between" align="baseline" gap="3">
        <Link asChild fontWeight="medium" fontSize="sm" color="fg" minW="0">
          <RouterLink to={`/matches/${match.id}`}>{match.title}</RouterLink>
        </Link>
        <Text fontWeight="semibold" fontVariantNumeric="tabular-nums" flexShrink={0}>
          {match.score}
        </Text>
      </HStack>
      <HStack justify="space-between" gap="3">
        <Text fontSize="xs" color="fg.muted" truncate minW="0" title={match.court ?? undefined}>
          {match.court}
        </Text>
        <Button asChild size="2xs" variant="outline" flexShrink={0}>
          <a
            href={match.scoreboard_path}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={t('matches.scoreboard_of', { title: match.title })}
          >
            {t('matches.scoreboard')}
            <ExternalLink size={12} aria-hidden="true" />
          </a>
        </Button>
      </HStack>
    </Stack>
  );
}

/** Matches (match.view): what is being played now, with scores live, and what waits for approval. */
export function MatchesCard({ card }: { card: MatchesCardData }) {
  const { t } = useTranslation('dashboard');
  const format = useDashboardFormat();
  const isLive = card.live.length > 0;
  return (
    <DashboardCard title={t('matches.title')} icon={Swords} to="/matches" colorPalette="green">
      <HStack justify="space-between" align="flex-start" gap="3">
        <Headline label={t('matches.live')} value={format.number(card.live.length)} />
        {isLive && (
          <Badge colorPalette="red" variant="subtle" size="sm">
            <Box as="span" w="2" h="2" borderRadius="full" bg="red.solid" aria-hidden="true" />
            {t('matches.live_badge')}
          </Badge>
        )}
      </HStack>
      {isLive ? (
        <Box as="ul" listStyleType="none" aria-label={t('matches.live')}>
          {card.live.map((match) => (
            <LiveMatchRow key={match.id} match={match} />
          ))}
        </Box>
      ) : (
        <Text fontSize="sm" color="fg.muted">
          {t('matches.none_live')}
        </Text>
      )}
      <FigureList
        figures={[
          {
            id: 'awaiting',
            label: t('matches.awaiting_approval'),
            value: format.number(card.awaiting_approval),
            to: card.awaiting_approval > 0 ? '/matches?status=pending_approval' : undefined,
            alert: card.awaiting_approval > 0 ? 'orange' : undefined,
          },
          { id: 'played', label: t('matches.played_this_week'), value: format.number(card.played_this_week) },
        ]}
      />
    </DashboardCard>
  );
}
