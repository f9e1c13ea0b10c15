import { Alert, Stack } from '@chakra-ui/react';
import type { Tournament } from '@pickleball/domain';
import { useTranslation } from 'react-i18next';
import { useBracket } from '../../api/bracket';
import { GeneratePanel } from './generate-panel';
import { SeedingPanel } from './seeding-panel';
import { StaffBracket } from './staff-bracket';

/** Seeding, generation and the bracket itself; once results exist the seeding and draw are fixed. */
export function BracketsTab({ tournament }: { tournament: Tournament }) {
  const { t } = useTranslation('tournaments');
  const bracket = useBracket(tournament.id, tournament.has_bracket);
  const hasResults = bracket.data?.data.has_results ?? false;
  const isOver = tournament.status === 'completed' || tournament.status === 'cancelled';
  return (
    <Stack gap="5">
      {/* In play the draw is fixed: the bracket alone, its seeds in its boxes. */}
      {!hasResults && !isOver && (
        <Stack gap="5" data-print-hidden="" direction={{ base: 'column', xl: 'row' }} align="stretch">
          <Stack flex="1" minW="0">
            <GeneratePanel
              tournament={tournament}
              hasResults={hasResults}
              seedLot={bracket.data?.data.settings.seed_lot ?? null}
            />
          </Stack>
          <Stack flex="1" minW="0">
            <SeedingPanel tournament={tournament} isLocked={false} />
          </Stack>
        </Stack>
      )}
      {/* Over without a draw: nothing to generate any more, nothing to show but that. */}
      {isOver && !tournament.has_bracket && (
        <Alert.Root status="info">
          <Alert.Indicator />
          <Alert.Title>{t('tournaments:matches.no_bracket')}</Alert.Title>
        </Alert.Root>
      )}
      <StaffBracket tournament={tournament} />
    </Stack>
  );
}
