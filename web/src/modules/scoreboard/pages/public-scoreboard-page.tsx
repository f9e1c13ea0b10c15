import { Box, Button, Center, Grid, Heading, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import { SearchX, WifiOff } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { RealtimeStatus } from '../../../components/realtime-status';
import { LanguageSwitch } from '../../../components/ui/language-switch';
import { isApiError } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format';
import { useRealtimeConnection } from '../../../lib/realtime';
import { useScoreboard } from '../api/get-scoreboard';
import { findPhase, PhaseBadge, ScoreboardView } from '../components/scoreboard-view';

/**
 * /public-scoreboard/{matchId}: no sign-in, no dashboard frame. A TV across the room or a phone
 * in the stands: live over Socket.IO (the `scoreboard:<id>` room; scoreboard.live.ts puts each
 * pushed Scoreboard in the query cache), polled only while that connection is down. Always dark,
 * for contrast on a screen seen from afar.
 */
export default function PublicScoreboardPage() {
  const { t, i18n } = useTranslation('scoreboard');
  const matchId = Number(useParams().matchId);
  const isValidId = Number.isInteger(matchId) && matchId > 0;
  const connection = useRealtimeConnection();
  const scoreboard = useScoreboard(matchId, { poll: connection !== 'connected' });
  const board = scoreboard.data?.data;
  const isUnknown =
    !isValidId || (scoreboard.isError && isApiError(scoreboard.error) && scoreboard.error.status === 404);

  useEffect(() => {
    const previous = document.title;
    document.title = board ? `${board.event} · ${t('scoreboard:title')}` : t('scoreboard:title');
    return () => {
      document.title = previous;
    };
  }, [board, t]);

  return (
    <Box
      className="dark"
      colorScheme="dark"
      bg="gray.950"
      color="fg"
      minH="100dvh"
      display="flex"
      flexDirection="column"
    >
      <Stack
        as="main"
        flex="1"
        gap={{ base: '4', md: '6' }}
        px={{ base: '3', md: '8', '2xl': '12' }}
        py={{ base: '3', md: '6' }}
        maxW="screen-2xl"
        width="full"
        mx="auto"
      >
        {/* On a phone the status row stands above the title, so a long title has the full width. */}
        <Grid
          as="header"
          templateColumns={{ base: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) auto' }}
          templateAreas={{ base: `"status" "title"`, md: `"title status"` }}
          alignItems="start"
          gap={{ base: '2', md: '4' }}
        >
          <Stack gridArea="title" gap="1" minW="0">
            <Heading
              as="h1"
              fontSize={{ base: '2xl', md: '4xl', '2xl': '5xl' }}
              lineHeight="short"
              lineClamp={2}
              overflowWrap="break-word"
            >
              {board?.event ?? t('scoreboard:title')}
            </Heading>
            {board && (
              <Text fontSize={{ base: 'sm', md: 'xl' }} color="fg.muted">
                {[board.location, formatDateTime(board.played_at, i18n.language)].filter(Boolean).join(' · ')}
              </Text>
            )}
          </Stack>
          <HStack
            gridArea="status"
            justify={{ base: 'space-between', md: 'flex-end' }}
            flexWrap="wrap"
            gap={{ base: '2', md: '4' }}
            fontSize={{ base: 'sm', md: 'lg' }}
          >
            {board ? <PhaseBadge phase={findPhase(board)} /> : <span />}
            <HStack gap={{ base: '2', md: '4' }} flexShrink={0} ms="auto">
              <RealtimeStatus variant="dot" />
              <LanguageSwitch size="sm" />
            </HStack>
          </HStack>
        </Grid>

        {isUnknown ? (
          <Center flex="1" role="alert">
            <Stack align="center" gap="4" textAlign="center" maxW="xl">
              <SearchX size={56} aria-hidden="true" />
              <Heading as="h2" size={{ base: 'xl', md: '3xl' }}>
                {t('scoreboard:unknown_title')}
              </Heading>
              <Text fontSize={{ base: 'md', md: 'xl' }} color="fg.muted">
                {t('scoreboard:unknown_description')}
              </Text>
            </Stack>
          </Center>
        ) : board ? (
          <ScoreboardView board={board} />
        ) : scoreboard.isError ? (
          <Center flex="1" role="alert">
            <Stack align="center" gap="4" textAlign="center">
              <WifiOff size={48} aria-hidden="true" />
              <Heading as="h2" size="xl">
                {t('scoreboard:load_failed')}
              </Heading>
              <Button variant="outline" onClick={() => void scoreboard.refetch()}>
                {t('scoreboard:retry')}
              </Button>
            </Stack>
          </Center>
        ) : (
          <Center flex="1" role="status">
            <Spinner size="xl" aria-label={t('common:loading')} />
          </Center>
        )}
      </Stack>
    </Box>
  );
}
