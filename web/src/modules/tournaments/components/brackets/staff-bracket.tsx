import { Alert, Button, HStack, Skeleton, Stack } from '@chakra-ui/react';
import { isPairEvent, type Tournament } from '@pickleball/domain';
import { Printer } from 'lucide-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useBracket } from '../../api/bracket';
import { useLiveScores } from '../../api/live-scores';
import { liveMatchIds } from '../../bracket/bracket-model';
import { BracketView } from '../../bracket/bracket-view';
import { useSlotActions } from '../matches/use-slot-actions';

/**
 * Printing: the frame, the page's header, tabs and panels are hidden (they carry
 * `data-print-hidden`); each bracket gets a landscape page of its own (bracket.css).
 */
const PRINT_CSS = `
@media print {
  @page { size: A4 landscape; margin: 10mm; }
  html, body { background: #fff !important; color: #000 !important; }
  body nav, body header, body aside, [data-print-hidden], [data-scope='toast'] { display: none !important; }
  main { padding: 0 !important; max-width: none !important; }
}
`;

/** The staff's bracket: live, with each match's steps in its box, printable. */
export function StaffBracket({ tournament }: { tournament: Tournament }) {
  const { t, i18n } = useTranslation('tournaments');
  const bracket = useBracket(tournament.id, tournament.has_bracket);
  const data = bracket.data?.data;
  const ids = useMemo(() => liveMatchIds(data?.slots ?? []), [data]);
  const liveScores = useLiveScores(ids);
  const actions = useSlotActions(tournament);
  if (!tournament.has_bracket) return null;
  if (bracket.isError)
    return (
      <Alert.Root status="error">
        <Alert.Indicator />
        <Alert.Title>{bracket.error.message}</Alert.Title>
        <Button size="xs" variant="outline" onClick={() => void bracket.refetch()}>
          {t('common:retry')}
        </Button>
      </Alert.Root>
    );
  if (!data)
    return (
      <Stack gap="3" aria-busy="true">
        <Skeleton height="10" />
        <Skeleton height="64" />
      </Stack>
    );
  return (
    <Stack gap="3">
      <style>{PRINT_CSS}</style>
      <HStack justify="flex-end" data-print-hidden="">
        <Button size="sm" variant="outline" onClick={() => window.print()}>
          <Printer size={16} aria-hidden="true" />
          {t('tournaments:bracket.print')}
        </Button>
      </HStack>
      <BracketView
        bracket={data}
        t={t}
        locale={i18n.language}
        isPairs={isPairEvent(tournament.type)}
        liveScores={liveScores}
        renderSlotActions={actions.renderMenu}
      />
      {actions.dialogs}
    </Stack>
  );
}
