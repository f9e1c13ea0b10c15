import {
  Alert,
  Badge,
  Box,
  Button,
  Heading,
  HStack,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
} from '@chakra-ui/react';
import type { MyRegistration, PublicTournament } from '@pickleball/domain';
import { ExternalLink, UserPlus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../../lib/format';
import { formatMoney } from '../../../../lib/money';
import { useOpenTournaments } from '../../api/open-tournaments';
import { activeEntryIn, isTakingEntries, isTournamentFull } from './entry-outstanding';
import { TournamentCardHeading } from './tournament-card-heading';

function OpenTournamentCard({
  tournament,
  entered,
  onRegister,
}: {
  tournament: PublicTournament;
  entered: boolean;
  onRegister: (tournament: PublicTournament) => void;
}) {
  const { t, i18n } = useTranslation('tournaments');
  const locale = i18n.language;
  const full = isTournamentFull(tournament);
  return (
    <Box as="li" listStyleType="none" borderWidth="1px" borderRadius="lg" bg="bg.panel" p="4">
      <Stack gap="3" height="full">
        <TournamentCardHeading tournament={tournament} />
        <Stack gap="1" fontSize="sm">
          <Text>
            {tournament.is_free || tournament.entry_fee === null
              ? t('tournaments:list.free')
              : t('tournaments:mine.fee', {
                  amount: formatMoney(tournament.entry_fee, tournament.currency, locale),
                })}
          </Text>
          <Text>
            {tournament.max_participants === null
              ? t('tournaments:open.entries', { count: tournament.counts.entries })
              : t('tournaments:open.places', {
                  taken: tournament.counts.entries,
                  max: tournament.max_participants,
                })}
            {full && ` · ${t('tournaments:open.full')}`}
          </Text>
          <Text color={tournament.registration_window === 'late' ? 'fg.warning' : 'fg.muted'}>
            {tournament.registration_window === 'late'
              ? t('tournaments:open.late')
              : tournament.registration_deadline
                ? t('tournaments:register.deadline', {
                    date: formatDateTime(tournament.registration_deadline, locale),
                  })
                : t('tournaments:open.no_deadline')}
          </Text>
        </Stack>
        <HStack gap="2" flexWrap="wrap" mt="auto">
          {entered ? (
            <Badge colorPalette="green" size="lg">
              {t('tournaments:open.entered')}
            </Badge>
          ) : (
            <Button size="sm" colorPalette="blue" onClick={() => onRegister(tournament)}>
              <UserPlus size={14} aria-hidden="true" />
              {t('tournaments:open.register')}
            </Button>
          )}
          <Button size="sm" variant="ghost" asChild>
            <a href={`/public-tournaments/${tournament.id}`}>
              <ExternalLink size={14} aria-hidden="true" />
              {t('tournaments:open.details')}
            </a>
          </Button>
        </HStack>
      </Stack>
    </Box>
  );
}

/**
 * The public tournaments taking entries now, each with Register (or "You are entered" when the
 * player already holds or waits for a place in it).
 */
export function OpenTournaments({
  entries,
  onRegister,
}: {
  entries: readonly MyRegistration[];
  onRegister: (tournament: PublicTournament) => void;
}) {
  const { t } = useTranslation(['tournaments', 'common']);
  const open = useOpenTournaments();
  const list = (open.data?.data ?? []).filter(isTakingEntries);
  return (
    <Stack as="section" gap="3" aria-labelledby="open-tournaments-title">
      <Box>
        <Heading as="h2" size="md" id="open-tournaments-title">
          {t('tournaments:open.title')}
        </Heading>
        <Text fontSize="sm" color="fg.muted">
          {t('tournaments:open.description')}
        </Text>
      </Box>
      {open.isError ? (
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Title>{open.error.message}</Alert.Title>
          <Button size="xs" variant="outline" onClick={() => void open.refetch()}>
            {t('common:retry')}
          </Button>
        </Alert.Root>
      ) : open.isPending ? (
        <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap="3" aria-busy="true">
          <Skeleton height="44" />
          <Skeleton height="44" />
        </SimpleGrid>
      ) : list.length === 0 ? (
        <Text color="fg.muted" py="4">
          {t('tournaments:open.empty')}
        </Text>
      ) : (
        <SimpleGrid
          as="ul"
          ps="0"
          columns={{ base: 1, md: 2, xl: 3 }}
          gap="3"
          aria-label={t('tournaments:open.title')}
        >
          {list.map((tournament) => (
            <OpenTournamentCard
              key={tournament.id}
              tournament={tournament}
              entered={activeEntryIn(entries, tournament.id) !== undefined}
              onRegister={onRegister}
            />
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
