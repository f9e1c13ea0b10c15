import { Alert, Box, Button, HStack, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import type { BracketSlot, Tournament } from '@pickleball/domain';
import { roundName } from '@pickleball/domain';
import { ExternalLink, Radio } from 'lucide-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { useAuth } from '../../../../lib/auth';
import { useBracket } from '../../api/bracket';
import { useLiveScores } from '../../api/live-scores';
import { isSlotLive, liveMatchIds, matchNumbers } from '../../bracket/bracket-model';
import type { LiveScore } from '../../bracket/live-score';
import { slotMeta } from '../../bracket/slot-meta';
import { sideName } from '../matches/slot-text';

function LiveCard({
  slot,
  live,
  number,
  tournament,
}: {
  slot: BracketSlot;
  live: LiveScore | undefined;
  number: number | undefined;
  tournament: Tournament;
}) {
  const { t, i18n } = useTranslation('tournaments');
  const { can } = useAuth();
  const meta = slotMeta(slot, i18n.language);
  const current = live?.current ?? null;
  const games =
    live?.games ?? slot.match?.games.map((game) => [game.team1, game.team2] as [number, number]) ?? [];
  const side = (index: 0 | 1) => (
    <HStack justify="space-between" gap="3">
      <HStack gap="2" minW="0">
        {live?.serving === index + 1 && (
          <Box
            as="span"
            boxSize="2"
            borderRadius="full"
            bg="blue.solid"
            flexShrink={0}
            role="img"
            aria-label={t('tournaments:bracket.serving')}
          />
        )}
        <Text fontWeight="medium" truncate>
          {sideName(slot, index === 0 ? 'a' : 'b', t)}
        </Text>
      </HStack>
      <HStack gap="3" fontVariantNumeric="tabular-nums" flexShrink={0}>
        {games.map((game, at) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: games are numbered by their order
          <Text key={at} color="fg.muted" minW="5" textAlign="center">
            {game[index]}
          </Text>
        ))}
        <Text fontSize="2xl" fontWeight="bold" minW="8" textAlign="right" color="red.fg">
          {current ? current[index] : '–'}
        </Text>
      </HStack>
    </HStack>
  );
  return (
    <Box
      as="li"
      borderWidth="1px"
      borderColor="red.solid"
      borderRadius="lg"
      p="4"
      bg="bg.panel"
      listStyleType="none"
    >
      <HStack justify="space-between" mb="2" gap="2">
        <Text fontSize="sm" fontWeight="semibold" truncate>
          {number ? `${t('tournaments:bracket.match_number', { number })} · ` : ''}
          {roundName(t, tournament.format, slot)}
        </Text>
        <Text fontSize="xs" fontWeight="bold" color="white" bg="red.solid" px="2" borderRadius="full">
          {t('tournaments:bracket.live')}
        </Text>
      </HStack>
      {meta && (
        <Text fontSize="sm" color="fg.muted" mb="2">
          {meta}
        </Text>
      )}
      <Stack gap="1">
        {side(0)}
        {side(1)}
      </Stack>
      {slot.match && (
        <HStack gap="2" mt="3" flexWrap="wrap">
          {can('match.edit') && (
            <Button asChild size="sm" colorPalette="red" variant="subtle">
              <RouterLink to={`/matches/${slot.match.id}/live-score`}>
                <Radio size={14} aria-hidden="true" />
                {t('tournaments:slot.continue_live')}
              </RouterLink>
            </Button>
          )}
          <Button asChild size="sm" variant="outline">
            <a href={`/public-scoreboard/${slot.match.id}`} target="_blank" rel="noopener">
              <ExternalLink size={14} aria-hidden="true" />
              {t('tournaments:live.scoreboard')}
            </a>
          </Button>
        </HStack>
      )}
    </Box>
  );
}

/** The matches being played now, with their scores rally by rally (each match's scoreboard room). */
export function LiveTab({ tournament }: { tournament: Tournament }) {
  const { t } = useTranslation('tournaments');
  const bracket = useBracket(tournament.id, tournament.has_bracket);
  const slots = bracket.data?.data.slots;
  const numbers = useMemo(() => matchNumbers(slots ?? []), [slots]);
  const live = useMemo(() => (slots ?? []).filter(isSlotLive), [slots]);
  const scores = useLiveScores(useMemo(() => liveMatchIds(live), [live]));
  if (tournament.status !== 'in_progress')
    return (
      <Alert.Root status="info">
        <Alert.Indicator />
        <Alert.Description>{t('tournaments:live.not_in_play')}</Alert.Description>
      </Alert.Root>
    );
  if (bracket.isPending)
    return (
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="3" aria-busy="true">
        <Skeleton height="36" />
        <Skeleton height="36" />
      </SimpleGrid>
    );
  if (live.length === 0)
    return (
      <Text color="fg.muted" textAlign="center" py="8">
        {t('tournaments:live.none')}
      </Text>
    );
  return (
    <SimpleGrid as="ul" ps="0" columns={{ base: 1, lg: 2 }} gap="3" aria-label={t('tournaments:tabs.live')}>
      {live.map((slot) => (
        <LiveCard
          key={slot.key}
          slot={slot}
          live={slot.match ? scores.get(slot.match.id) : undefined}
          number={numbers.get(slot.key)}
          tournament={tournament}
        />
      ))}
    </SimpleGrid>
  );
}
