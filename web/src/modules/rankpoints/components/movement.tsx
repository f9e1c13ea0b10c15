import { Badge, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

/**
 * Places gained or lost since a week ago: "▲ 2" (green), "▼ 1" (red), "–" (unchanged) or "New"
 * (not ranked a week ago). The arrows are read out as words.
 */
export function Movement({ movement }: { movement: number | null }) {
  const { t } = useTranslation('rankpoints');
  if (movement === null)
    return (
      <Badge colorPalette="purple" variant="subtle" size="sm">
        {t('rankpoints:leaderboard.new')}
      </Badge>
    );
  if (movement === 0)
    return (
      <Text as="span" color="fg.muted" aria-label={t('rankpoints:leaderboard.unchanged')}>
        –
      </Text>
    );
  const isUp = movement > 0;
  return (
    <Text
      as="span"
      whiteSpace="nowrap"
      fontWeight="semibold"
      color={isUp ? 'fg.success' : 'fg.error'}
      aria-label={
        isUp
          ? t('rankpoints:leaderboard.up', { count: movement })
          : t('rankpoints:leaderboard.down', { count: -movement })
      }
    >
      {isUp ? '▲' : '▼'} {Math.abs(movement)}
    </Text>
  );
}
