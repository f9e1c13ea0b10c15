import { HStack, Stack, Text } from '@chakra-ui/react';
import type { Tournament } from '@pickleball/domain';
import { Medal } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { DetailPanel } from '../../../../components/detail-panel';

const MEDAL_COLORS = { gold: 'yellow.500', silver: 'gray.400', bronze: 'orange.600' } as const;

/** Written out in full so the catalog check finds each key. */
const MEDAL_KEYS = {
  gold: 'tournaments:bracket.medal.gold',
  silver: 'tournaments:bracket.medal.silver',
  bronze: 'tournaments:bracket.medal.bronze',
} as const;

/** Gold, silver and bronze of a completed tournament (the rest are in the bracket's placings). */
export function Podium({ podium }: { podium: Tournament['podium'] }) {
  const { t } = useTranslation('tournaments');
  return (
    <DetailPanel title={t('tournaments:overview.podium')}>
      <Stack as="ol" gap="3" listStyleType="none" ps="0" aria-label={t('tournaments:overview.podium')}>
        {podium.map((entry) => (
          <HStack as="li" key={`${entry.place}-${entry.registration_id}`} gap="3">
            <Medal
              size={22}
              aria-hidden="true"
              color={`var(--chakra-colors-${MEDAL_COLORS[entry.medal].replace('.', '-')})`}
            />
            <Stack gap="0">
              <Text fontWeight="semibold">{entry.name}</Text>
              <Text fontSize="sm" color="fg.muted">
                {t(MEDAL_KEYS[entry.medal])} · {t('tournaments:bracket.place', { place: entry.place })}
              </Text>
            </Stack>
          </HStack>
        ))}
      </Stack>
    </DetailPanel>
  );
}
