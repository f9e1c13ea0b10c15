import { Alert, Box, Button, Group, HStack, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import {
  type BracketSlot,
  roundName,
  TOURNAMENT_MATCH_STATUSES,
  type Tournament,
  type TournamentMatchStatus,
} from '@pickleball/domain';
import { Radio } from 'lucide-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { useAuth } from '../../../../lib/auth';
import { useBracket } from '../../api/bracket';
import { useTournamentMatches } from '../../api/list-tournament-matches';
import { matchNumbers } from '../../bracket/bracket-model';
import { slotMeta } from '../../bracket/slot-meta';
import { MatchStatusBadge } from '../tournament-badges';
import { useTournamentLabels } from '../tournament-labels';
import { sideName } from './slot-text';
import { useSlotActions } from './use-slot-actions';

function isMatchStatus(value: string | null): value is TournamentMatchStatus {
  return (TOURNAMENT_MATCH_STATUSES as readonly string[]).includes(value ?? '');
}

function SideRow({ slot, side, name }: { slot: BracketSlot; side: 'a' | 'b'; name: string }) {
  const { t } = useTranslation('tournaments');
  const isWinner = slot.winner === side;
  const games =
    slot.result?.games ?? slot.match?.games.map((game) => [game.team1, game.team2] as const) ?? [];
  return (
    <HStack justify="space-between" gap="3" fontWeight={isWinner ? 'semibold' : 'normal'}>
      <Text truncate color={slot.winner !== null && !isWinner ? 'fg.muted' : undefined}>
        {name}
      </Text>
      <HStack gap="2" fontVariantNumeric="tabular-nums" flexShrink={0}>
        {slot.result?.walkover
          ? isWinner && <Text fontSize="sm">{t('tournaments:bracket.walkover')}</Text>
          : games.map((game, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: games are numbered by their order
              <Text key={index} minW="5" textAlign="center">
                {side === 'a' ? game[0] : game[1]}
              </Text>
            ))}
      </HStack>
    </HStack>
  );
}

/**
 * The matches in order of play, by status: each with its round, the two sides and the score, its
 * court and time, and its steps (score it live, court and time, postpone, cancel, reschedule,
 * walkover, correct with the consequences first, history).
 */
export function MatchesTab({ tournament }: { tournament: Tournament }) {
  const { t, i18n } = useTranslation('tournaments');
  const labels = useTournamentLabels();
  const { can } = useAuth();
  const [params, setParams] = useSearchParams();
  const raw = params.get('status');
  const status = isMatchStatus(raw) ? raw : undefined;
  const matches = useTournamentMatches(tournament.id, status, tournament.has_bracket);
  const bracket = useBracket(tournament.id, tournament.has_bracket);
  const numbers = useMemo(() => matchNumbers(bracket.data?.data.slots ?? []), [bracket.data]);
  const actions = useSlotActions(tournament);
  const setStatus = (next: TournamentMatchStatus | undefined) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next) updated.set('status', next);
        else updated.delete('status');
        return updated;
      },
      { replace: true },
    );

  if (!tournament.has_bracket)
    return (
      <Alert.Root status="info">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>{t('tournaments:matches.no_bracket')}</Alert.Title>
          <Alert.Description>{t('tournaments:matches.no_bracket_hint')}</Alert.Description>
        </Alert.Content>
      </Alert.Root>
    );
  const rows = matches.data?.data ?? [];
  return (
    <Stack gap="4">
      <Box overflowX="auto">
        <Group attached role="group" aria-label={t('tournaments:matches.filter')}>
          <Button
            size="sm"
            variant={status === undefined ? 'solid' : 'outline'}
            aria-pressed={status === undefined}
            onClick={() => setStatus(undefined)}
          >
            {t('tournaments:matches.all')}
          </Button>
          {labels.matchStatusOptions.map((option) => (
            <Button
              key={option.value}
              size="sm"
              variant={status === option.value ? 'solid' : 'outline'}
              aria-pressed={status === option.value}
              onClick={() => setStatus(option.value)}
            >
              {option.label}
            </Button>
          ))}
        </Group>
      </Box>
      {matches.isError ? (
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Title>{matches.error.message}</Alert.Title>
          <Button size="xs" variant="outline" onClick={() => void matches.refetch()}>
            {t('common:retry')}
          </Button>
        </Alert.Root>
      ) : matches.isPending ? (
        <SimpleGrid columns={{ base: 1, lg: 2 }} gap="3" aria-busy="true">
          <Skeleton height="28" />
          <Skeleton height="28" />
        </SimpleGrid>
      ) : rows.length === 0 ? (
        <Text color="fg.muted" textAlign="center" py="8">
          {status ? t('tournaments:matches.none_with_status') : t('tournaments:matches.none')}
        </Text>
      ) : (
        <SimpleGrid
          as="ol"
          listStyleType="none"
          columns={{ base: 1, lg: 2 }}
          gap="3"
          opacity={matches.isPlaceholderData ? 0.6 : 1}
          aria-label={t('tournaments:tabs.matches')}
        >
          {rows.map((slot) => {
            const meta = slotMeta(slot, i18n.language);
            const isLive = slot.match_status === 'in_progress' && slot.result === null;
            const number = numbers.get(slot.key);
            return (
              <Box
                as="li"
                key={slot.key}
                borderWidth="1px"
                borderColor={isLive ? 'red.solid' : undefined}
                borderRadius="lg"
                bg="bg.panel"
                p="3"
                aria-label={`${number ? t('tournaments:bracket.match_number', { number }) : ''} ${roundName(t, tournament.format, slot)}`}
              >
                <HStack justify="space-between" gap="2" mb="2">
                  <Stack gap="0" minW="0">
                    <Text fontSize="sm" fontWeight="semibold" truncate>
                      {number && `${t('tournaments:bracket.match_number', { number })} · `}
                      {roundName(t, tournament.format, slot)}
                    </Text>
                    {meta && (
                      <Text fontSize="sm" color="fg.muted">
                        {meta}
                      </Text>
                    )}
                  </Stack>
                  <HStack gap="1" flexShrink={0}>
                    {slot.match_status && <MatchStatusBadge status={slot.match_status} />}
                    {actions.renderMenu(slot)}
                  </HStack>
                </HStack>
                <Stack gap="1">
                  <SideRow slot={slot} side="a" name={sideName(slot, 'a', t, numbers)} />
                  <SideRow slot={slot} side="b" name={sideName(slot, 'b', t, numbers)} />
                </Stack>
                {slot.status_reason && (
                  <Text fontSize="sm" color="fg.muted" mt="2">
                    {slot.status_reason}
                  </Text>
                )}
                {slot.match &&
                  slot.result === null &&
                  tournament.status === 'in_progress' &&
                  can('match.edit') && (
                    <Button asChild size="sm" mt="3" colorPalette={isLive ? 'red' : 'blue'} variant="subtle">
                      <RouterLink to={`/matches/${slot.match.id}/live-score`}>
                        <Radio size={14} aria-hidden="true" />
                        {isLive ? t('tournaments:slot.continue_live') : t('tournaments:slot.live_score')}
                      </RouterLink>
                    </Button>
                  )}
              </Box>
            );
          })}
        </SimpleGrid>
      )}
      {actions.dialogs}
    </Stack>
  );
}
