import { Box, HStack, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { LeaderboardEntry } from '@pickleball/domain';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { Movement } from './movement';
import { formatRating } from './rankpoint-labels';
import { PODIUM_STYLES, playerDetailLink, RankMark } from './use-leaderboard-columns';

/** The top three, highlighted above the table (a list, in rank order). */
export function Podium({ entries }: { entries: readonly LeaderboardEntry[] }) {
  const { t, i18n } = useTranslation('rankpoints');
  const top = entries.filter((entry) => entry.rank <= 3);
  if (top.length === 0) return null;
  return (
    <SimpleGrid
      as="ol"
      aria-label={t('rankpoints:leaderboard.top_three')}
      columns={{ base: 1, sm: 3 }}
      gap="3"
      listStyleType="none"
    >
      {top.map((entry) => {
        const style = PODIUM_STYLES[entry.rank] ?? PODIUM_STYLES[2];
        return (
          <Box
            as="li"
            key={entry.player.id}
            borderWidth="1px"
            borderTopWidth="4px"
            borderTopColor={style?.edge}
            borderRadius="lg"
            bg={style?.card}
            p="4"
          >
            <HStack gap="3" align="center">
              <RankMark rank={entry.rank} />
              <Stack gap="0" minW="0" flex="1">
                <Link asChild fontWeight="semibold">
                  <RouterLink to={playerDetailLink(entry)}>{entry.player.name}</RouterLink>
                </Link>
                <Text fontSize="xs" color="fg.muted" truncate>
                  @{entry.player.username}
                </Text>
              </Stack>
              <Stack gap="0" align="flex-end">
                <Text fontSize="xl" fontWeight="bold" fontVariantNumeric="tabular-nums">
                  {formatRating(entry.rating, i18n.language)}
                </Text>
                <Movement movement={entry.movement} />
              </Stack>
            </HStack>
          </Box>
        );
      })}
    </SimpleGrid>
  );
}
