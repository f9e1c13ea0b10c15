import { Box, Button, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { Match } from '@pickleball/domain';
import { useTranslation } from 'react-i18next';
import { useStartLive } from '../api/start-live';
import { teamNames } from '../components/match-labels';
import { TEAM_PALETTE, TEAM_SOLID_BUTTON } from './live-court';

/** Before the first rally: who serves first; starting puts the match in progress (POST live/start). */
export function StartPanel({ match }: { match: Match }) {
  const { t } = useTranslation('matches');
  const start = useStartLive(match.id);
  const teamsReady = match.team1.length > 0 && match.team2.length > 0;
  return (
    <Box borderWidth="1px" borderRadius="lg" bg="bg.panel" p={{ base: '4', md: '6' }}>
      <Stack gap="4">
        <Heading as="h2" size="lg">
          {t('matches:live.start_title')}
        </Heading>
        <Text color="fg.muted">{t('matches:live.start_help')}</Text>
        {!teamsReady && <Text color="fg.error">{t('matches:live.start_needs_teams')}</Text>}
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
          {([1, 2] as const).map((number) => {
            const players = number === 1 ? match.team1 : match.team2;
            const teamLabel = t('matches:team_n', { number });
            return (
              <Button
                key={number}
                colorPalette={TEAM_PALETTE[number]}
                {...TEAM_SOLID_BUTTON}
                size="2xl"
                height="auto"
                py="5"
                whiteSpace="normal"
                flexDirection="column"
                disabled={!teamsReady}
                loading={start.isPending && start.variables?.first_server === (number === 1 ? 'A' : 'B')}
                onClick={() => start.mutate({ first_server: number === 1 ? 'A' : 'B' })}
              >
                <Text as="span" fontSize="lg" fontWeight="bold">
                  {t('matches:live.serves_first', { team: teamLabel })}
                </Text>
                <Text as="span" fontSize="sm">
                  {teamNames(players, teamLabel)}
                </Text>
              </Button>
            );
          })}
        </SimpleGrid>
      </Stack>
    </Box>
  );
}
