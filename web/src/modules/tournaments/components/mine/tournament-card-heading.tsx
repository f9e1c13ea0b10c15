import { Box, Text } from '@chakra-ui/react';
import type { PublicTournament } from '@pickleball/domain';
import { useTranslation } from 'react-i18next';
import { formatDays } from '../tournament-dates';
import { useTournamentLabels } from '../tournament-labels';

type HeadingFields = Pick<
  PublicTournament,
  'name' | 'start_date' | 'end_date' | 'location' | 'type' | 'format'
>;

/** A tournament card's heading: its name, days and place, then its type and format. */
export function TournamentCardHeading({ tournament }: { tournament: HeadingFields }) {
  const { i18n } = useTranslation('tournaments');
  const labels = useTournamentLabels();
  return (
    <Box minW="0">
      <Text fontWeight="semibold" fontSize="lg">
        {tournament.name}
      </Text>
      <Text fontSize="sm" color="fg.muted">
        {[formatDays(tournament.start_date, tournament.end_date, i18n.language), tournament.location]
          .filter(Boolean)
          .join(' · ')}
      </Text>
      <Text fontSize="sm" color="fg.muted">
        {labels.type(tournament.type)} · {labels.format(tournament.format)}
      </Text>
    </Box>
  );
}
