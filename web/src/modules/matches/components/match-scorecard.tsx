import { Badge, Box, Heading, HStack, Stack, Table, Text } from '@chakra-ui/react';
import type { Match } from '@pickleball/domain';
import { Trophy } from 'lucide-react';
import { useTranslation } from 'react-i18next';

function TeamHeader({ match, team }: { match: Match; team: 1 | 2 }) {
  const { t } = useTranslation('matches');
  const players = team === 1 ? match.team1 : match.team2;
  const isWinner = match.winner_team === team;
  return (
    <Stack
      gap="1"
      flex="1"
      minW="0"
      align={team === 1 ? 'flex-start' : 'flex-end'}
      textAlign={team === 1 ? 'start' : 'end'}
    >
      <HStack gap="2">
        <Text fontSize="sm" color="fg.muted" fontWeight="medium">
          {t('matches:team_n', { number: team })}
        </Text>
        {isWinner && (
          <Badge colorPalette="yellow" variant="solid">
            <Trophy size={12} aria-hidden="true" />
            {t('matches:winner')}
          </Badge>
        )}
      </HStack>
      {players.length === 0 ? (
        <Text color="fg.muted">{t('matches:form.no_players')}</Text>
      ) : (
        players.map((player) => (
          <Text
            key={player.id}
            fontWeight={isWinner ? 'bold' : 'medium'}
            fontSize={{ base: 'md', md: 'lg' }}
            lineHeight="short"
          >
            {player.name}
          </Text>
        ))
      )}
    </Stack>
  );
}

/** The two teams, the games won in large figures, and each game's score. */
export function MatchScorecard({ match }: { match: Match }) {
  const { t } = useTranslation('matches');
  return (
    <Box
      as="section"
      aria-labelledby="scorecard-title"
      borderWidth="1px"
      borderRadius="lg"
      bg="bg.panel"
      p={{ base: '4', md: '6' }}
    >
      <Heading as="h2" size="md" id="scorecard-title" mb="4">
        {t('matches:detail.score')}
      </Heading>
      <HStack align="flex-start" gap="4">
        <TeamHeader match={match} team={1} />
        <Stack align="center" gap="0" flexShrink={0}>
          <Text
            fontSize={{ base: '3xl', md: '5xl' }}
            fontWeight="bold"
            fontVariantNumeric="tabular-nums"
            lineHeight="1"
            aria-label={t('matches:detail.games_won_label', {
              team1: match.games_won.team1,
              team2: match.games_won.team2,
            })}
          >
            {match.games_won.team1} – {match.games_won.team2}
          </Text>
          <Text fontSize="xs" color="fg.muted">
            {t('matches:detail.games_won')}
          </Text>
        </Stack>
        <TeamHeader match={match} team={2} />
      </HStack>
      {match.games.length === 0 ? (
        <Text mt="6" color="fg.muted">
          {t('matches:no_games')}
        </Text>
      ) : (
        <Table.Root size="sm" mt="6" variant="outline" showColumnBorder={false}>
          <Table.Caption srOnly>{t('matches:form.games')}</Table.Caption>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>{t('matches:detail.game')}</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">{t('matches:team_n', { number: 1 })}</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">{t('matches:team_n', { number: 2 })}</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {match.games.map((game) => (
              <Table.Row key={game.game_number}>
                <Table.Cell>{t('matches:game_n', { number: game.game_number })}</Table.Cell>
                <Table.Cell
                  textAlign="end"
                  fontWeight={game.team1 > game.team2 ? 'bold' : 'normal'}
                  fontVariantNumeric="tabular-nums"
                >
                  {game.team1}
                </Table.Cell>
                <Table.Cell
                  textAlign="end"
                  fontWeight={game.team2 > game.team1 ? 'bold' : 'normal'}
                  fontVariantNumeric="tabular-nums"
                >
                  {game.team2}
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      )}
    </Box>
  );
}
