import { Badge, Box, DataList, Heading, HStack, Link, Stack, Text } from '@chakra-ui/react';
import type { Profile, RankpointStatus } from '@pickleball/domain';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { useAuth } from '../../../lib/auth';
import { formatDate, formatDecimal } from '../../../lib/format';
import { RANKPOINT_TYPE_KEYS } from './profile-labels';

const STATUS_KEYS: Record<RankpointStatus, string> = {
  active: 'rankpoints:status.active',
  not_rated: 'rankpoints:status.not_rated',
  suspended: 'rankpoints:status.suspended',
};

const STATUS_COLORS: Record<RankpointStatus, string> = {
  active: 'green',
  not_rated: 'gray',
  suspended: 'red',
};

/**
 * The player's official rating: the community's rank points record (kept by staff, moved by rated
 * matches), which is their rating here. The points in the form below are the player's own estimate,
 * or DUPR's after a sync, and are labelled so; the two sets of numbers are never mixed.
 */
export function OfficialRatingCard({ rating }: { rating: Profile['official_rating'] }) {
  const { t, i18n } = useTranslation(['profile', 'rankpoints']);
  const { can } = useAuth();
  const locale = i18n.language;
  const value = (points: number | null, matches: number) =>
    points === null ? (
      <Text color="fg.muted">{t('profile:official.no_rating')}</Text>
    ) : (
      <HStack gap="2" align="baseline">
        <Text fontSize="xl" fontWeight="semibold">
          {formatDecimal(points, locale, 3)}
        </Text>
        <Text fontSize="xs" color="fg.muted">
          {t('profile:official.matches', { count: matches })}
        </Text>
      </HStack>
    );
  return (
    <Box
      as="section"
      id="profile-rating"
      aria-labelledby="profile-rating-title"
      borderWidth="1px"
      borderRadius="lg"
      bg="bg.panel"
      p={{ base: '4', md: '6' }}
    >
      <HStack justify="space-between" gap="3" mb="2" flexWrap="wrap">
        <Heading as="h2" size="md" id="profile-rating-title">
          {t('profile:official.title')}
        </Heading>
        {rating && (
          <HStack gap="2">
            <Badge variant="outline">{t(RANKPOINT_TYPE_KEYS[rating.type])}</Badge>
            <Badge colorPalette={STATUS_COLORS[rating.status]}>{t(STATUS_KEYS[rating.status])}</Badge>
          </HStack>
        )}
      </HStack>
      <Stack gap="4">
        <Text fontSize="sm" color="fg.muted">
          {t('profile:official.help')}
        </Text>
        {rating ? (
          <>
            <DataList.Root orientation="horizontal" gap="3" size="sm">
              <DataList.Item>
                <DataList.ItemLabel>{t('profile:official.singles')}</DataList.ItemLabel>
                <DataList.ItemValue>{value(rating.single_rating, rating.single_matches)}</DataList.ItemValue>
              </DataList.Item>
              <DataList.Item>
                <DataList.ItemLabel>{t('profile:official.doubles')}</DataList.ItemLabel>
                <DataList.ItemValue>{value(rating.double_rating, rating.double_matches)}</DataList.ItemValue>
              </DataList.Item>
              <DataList.Item>
                <DataList.ItemLabel>{t('profile:official.updated_at')}</DataList.ItemLabel>
                <DataList.ItemValue>{formatDate(rating.updated_at, locale)}</DataList.ItemValue>
              </DataList.Item>
            </DataList.Root>
            {can('rankpoint.view') && (
              <Link asChild variant="underline" fontSize="sm" alignSelf="flex-start">
                <RouterLink to={`/rankpoints/${rating.rankpoint_id}`}>
                  {t('profile:official.history')}
                </RouterLink>
              </Link>
            )}
          </>
        ) : (
          <Text>{t('profile:official.none')}</Text>
        )}
      </Stack>
    </Box>
  );
}
