import { Box, Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import type { MatchSession } from '@pickleball/domain';
import { Printer } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../lib/format';
import { useCourtLabel } from './court-names';
import { formatDuration } from './duration';
import { ScheduleTable } from './schedule-table';
import { venueText } from './session-calendar-events';
import { SessionEventList, useSessionWhenText } from './session-event-details';
import { toScheduleRows } from './session-players';
import { SessionSettingsList } from './session-settings';

/**
 * A clean A4 page for the club's notice board: the frame, the page's header, tabs and buttons
 * are hidden (they carry `data-print-hidden`), the schedule prints whole, small and black on white.
 */
const PRINT_CSS = `
@media print {
  @page { size: A4; margin: 12mm; }
  html, body { background: #fff !important; color: #000 !important; }
  body nav, body header, [data-print-hidden], [data-scope='toast'] { display: none !important; }
  main { padding: 0 !important; max-width: none !important; }
  [data-print-sheet] { border: 0 !important; padding: 0 !important; box-shadow: none !important; background: #fff !important; }
  [data-print-sheet] [role='group'] { overflow: visible !important; border: 0 !important; }
  [data-print-sheet] table { font-size: 9pt; }
  [data-print-sheet] th, [data-print-sheet] td { padding: 2pt 4pt !important; border-color: #999 !important; color: #000 !important; }
  [data-print-sheet] tr { break-inside: avoid; }
}
`;

/** /match-sessions/{id}: the rounds as a clean sheet to read or print. */
export function PreviewSheet({ session }: { session: MatchSession }) {
  const { t, i18n } = useTranslation('match-sessions');
  const locale = i18n.language;
  const courtLabel = useCourtLabel(session.court_names);
  const whenText = useSessionWhenText();
  return (
    <Stack gap="4">
      <style>{PRINT_CSS}</style>
      <HStack justify="flex-end" data-print-hidden="">
        <Button variant="outline" onClick={() => window.print()}>
          <Printer size={16} aria-hidden="true" />
          {t('match-sessions:actions.print')}
        </Button>
      </HStack>
      <Box
        data-print-sheet=""
        borderWidth="1px"
        borderRadius="lg"
        bg="bg.panel"
        p={{ base: '4', md: '6' }}
        minW="0"
      >
        <Stack gap="4">
          <Box>
            <Heading as="h2" size="lg">
              {session.name}
            </Heading>
            <Text fontWeight="medium">
              {[whenText(session, 'when'), venueText(session)].filter(Boolean).join(' · ')}
            </Text>
            <Text color="fg.muted" fontSize="sm">
              {[
                t('match-sessions:preview.summary', {
                  players: session.players.length,
                  matches: session.total_matches,
                  rounds: session.rounds.length,
                }),
                formatDuration(session.estimated_minutes, locale),
              ].join(' · ')}
            </Text>
          </Box>
          <SessionEventList session={session} compact />
          <SessionSettingsList session={session} compact />
          <ScheduleTable
            rounds={toScheduleRows(session.rounds)}
            courtLabel={courtLabel}
            caption={t('match-sessions:preview.schedule_caption', { name: session.name })}
            compact
          />
          <Text fontSize="xs" color="fg.muted">
            {t('match-sessions:preview.footer', {
              score: formatNumber(session.fairness.score, locale),
            })}
          </Text>
        </Stack>
      </Box>
    </Stack>
  );
}
