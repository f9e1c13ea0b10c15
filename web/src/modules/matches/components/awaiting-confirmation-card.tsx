import { Alert, Box, Button, Heading, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { type Match, matchTitle } from '@pickleball/domain';
import { ThumbsDown, ThumbsUp } from 'lucide-react';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../../lib/auth';
import { formatDateTime } from '../../../lib/format';
import { toaster } from '../../../lib/toaster';
import { useAwaitingMyConfirmation } from '../api/list-awaiting-my-confirmation';
import { useMatchAction } from '../api/run-match-action';
import { teamNames } from './match-labels';
import { GameScores } from './match-score';

// The dispute form (react-hook-form, zod and the match rules, Chakra's dialog) comes on first use.
const ReasonDialog = lazy(() =>
  import('./reason-dialog').then(({ ReasonDialog }) => ({ default: ReasonDialog })),
);

function AwaitingMatch({ match, onDispute }: { match: Match; onDispute: (match: Match) => void }) {
  const { t, i18n } = useTranslation('matches');
  const { user } = useAuth();
  const confirm = useMatchAction();
  const myTeam = match.team1.some((player) => player.id === user?.id) ? 1 : 2;
  return (
    <Box as="li" borderWidth="1px" borderRadius="md" p="4" bg="bg.panel">
      <Stack gap="3">
        <HStack justify="space-between" align="flex-start" gap="3" flexWrap="wrap">
          <Box minW="0">
            <Text fontWeight="semibold">{matchTitle(t, match)}</Text>
            <Text fontSize="sm" color="fg.muted">
              {[formatDateTime(match.played_at, i18n.language), match.location].filter(Boolean).join(' · ')}
            </Text>
          </Box>
          <Text fontSize="sm" color="fg.muted">
            {t('matches:awaiting.your_team', { team: t('matches:team_n', { number: myTeam }) })}
          </Text>
        </HStack>
        <Stack gap="1" fontSize="sm">
          <Text fontWeight={match.winner_team === 1 ? 'semibold' : 'normal'}>
            {t('matches:team_n', { number: 1 })}: {teamNames(match.team1, '—')}
          </Text>
          <Text fontWeight={match.winner_team === 2 ? 'semibold' : 'normal'}>
            {t('matches:team_n', { number: 2 })}: {teamNames(match.team2, '—')}
          </Text>
          <HStack gap="2">
            <Text color="fg.muted">{t('matches:fields.games')}:</Text>
            <GameScores games={match.games} emptyLabel={t('matches:no_games')} />
          </HStack>
        </Stack>
        <HStack gap="2" flexWrap="wrap">
          <Button
            colorPalette="green"
            size="sm"
            loading={confirm.isPending}
            onClick={() =>
              confirm.mutate(
                { id: match.id, action: 'confirm' },
                { onError: (error) => toaster.error({ title: error.message }) },
              )
            }
            aria-label={t('matches:awaiting.confirm_named', { event: matchTitle(t, match) })}
          >
            <ThumbsUp size={14} aria-hidden="true" />
            {t('matches:actions.confirm')}
          </Button>
          <Button
            variant="outline"
            colorPalette="red"
            size="sm"
            onClick={() => onDispute(match)}
            aria-label={t('matches:awaiting.dispute_named', { event: matchTitle(t, match) })}
          >
            <ThumbsDown size={14} aria-hidden="true" />
            {t('matches:actions.dispute')}
          </Button>
        </HStack>
      </Stack>
    </Box>
  );
}

/**
 * "Matches awaiting your confirmation" on the dashboard: players hold no back-office permission,
 * so this is where they confirm or dispute a submitted result. Hidden when there is nothing to
 * answer, unless a notification led here. Loaded by ./awaiting-confirmation-slot when needed.
 */
export function AwaitingConfirmationCard({ anchorId, isTarget }: { anchorId: string; isTarget: boolean }) {
  const { t } = useTranslation(['matches', 'ui']);
  const awaiting = useAwaitingMyConfirmation();
  const runAction = useMatchAction();
  const [disputing, setDisputing] = useState<Match | null>(null);
  // Mounted from the first dispute on, so the dialog can play its closing animation afterwards.
  const [hasDisputed, setHasDisputed] = useState(false);
  const handleDispute = (match: Match) => {
    setHasDisputed(true);
    setDisputing(match);
  };
  const ref = useRef<HTMLElement>(null);
  const matches = awaiting.data?.data ?? [];

  useEffect(() => {
    if (isTarget && !awaiting.isPending) {
      ref.current?.scrollIntoView({ block: 'start' });
      ref.current?.focus();
    }
  }, [isTarget, awaiting.isPending]);

  if (!isTarget && (awaiting.isPending || awaiting.isError || matches.length === 0)) return null;

  return (
    <Box
      as="section"
      ref={ref}
      id={anchorId}
      tabIndex={-1}
      aria-labelledby="awaiting-title"
      borderWidth="1px"
      borderRadius="lg"
      borderColor="blue.emphasized"
      bg="blue.subtle/40"
      p={{ base: '4', md: '5' }}
      outline="none"
    >
      <Stack gap="3">
        <Box>
          <Heading as="h2" size="md" id="awaiting-title">
            {t('matches:awaiting.title')}
          </Heading>
          <Text fontSize="sm" color="fg.muted">
            {t('matches:awaiting.description')}
          </Text>
        </Box>
        {awaiting.isPending ? (
          <Skeleton height="24" />
        ) : awaiting.isError ? (
          <Alert.Root status="error">
            <Alert.Indicator />
            <Alert.Title flex="1">{t('matches:awaiting.load_failed')}</Alert.Title>
            <Button size="xs" variant="outline" onClick={() => void awaiting.refetch()}>
              {t('ui:table.retry')}
            </Button>
          </Alert.Root>
        ) : matches.length === 0 ? (
          <Text fontSize="sm">{t('matches:awaiting.empty')}</Text>
        ) : (
          <Stack as="ul" gap="3" listStyleType="none">
            {matches.map((match) => (
              <AwaitingMatch key={match.id} match={match} onDispute={handleDispute} />
            ))}
          </Stack>
        )}
      </Stack>
      {hasDisputed && (
        <Suspense fallback={null}>
          <ReasonDialog
            open={disputing !== null}
            onClose={() => setDisputing(null)}
            title={t('matches:workflow.dispute_title')}
            description={t('matches:workflow.dispute_description')}
            confirmLabel={t('matches:actions.dispute')}
            onConfirm={async (reason) => {
              if (disputing) await runAction.mutateAsync({ id: disputing.id, action: 'dispute', reason });
            }}
          />
        </Suspense>
      )}
    </Box>
  );
}
