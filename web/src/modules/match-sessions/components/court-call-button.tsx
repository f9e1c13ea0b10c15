import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import type { MatchSession, SessionGame } from '@pickleball/domain';
import { BellRing, Check, Megaphone } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useAuth } from '../../../lib/auth';
import { useCallSessionGame } from '../api/call-session-game';
import { calledText, callLabel, canCallGame, gameTeamsText, wasCalled } from './court-call';
import { isGameOpen } from './court-queue';
import { formatSessionClock } from './session-when';

/**
 * "Call to court" for one game (issue 31 §3): a large button for the organiser
 * (match.session.manage) while the session runs and the game's match is not finished; the game's
 * players are told at once. Once called it reads "Called 19:42" (for everyone watching the board)
 * and the button becomes "Call again", which asks first so a double tap rings once. A refusal shows
 * the server's words under the button, or inside the confirmation; its message comes as a toast.
 */
export function CourtCallButton({
  session,
  game,
  courtLabel,
}: {
  session: MatchSession;
  game: SessionGame;
  courtLabel: (court: number) => string;
}) {
  const { t, i18n } = useTranslation('match-sessions');
  const { can } = useAuth();
  const call = useCallSessionGame(session.id);
  const [asking, setAsking] = useState(false);
  const clock = (iso: string) => formatSessionClock(iso, session.time_zone, i18n.language);
  const called = isGameOpen(game) ? calledText(game, clock, t) : null;
  const canCall = can('match.session.manage') && canCallGame(session, game);
  if (!canCall && !called) return null;
  const again = wasCalled(game);
  const court = courtLabel(game.court);
  const teams = gameTeamsText(game);
  return (
    <Stack gap="1.5">
      {canCall && (
        <Button
          size="lg"
          minH="12"
          w={{ base: 'full', sm: 'auto' }}
          colorPalette="green"
          variant={again ? 'outline' : 'solid'}
          loading={call.isPending}
          aria-label={t(again ? 'match-sessions:board.call_again_for' : 'match-sessions:board.call_for', {
            court,
            teams,
          })}
          onClick={() => {
            if (call.isPending) return;
            if (again) {
              call.reset();
              setAsking(true);
            } else call.mutate({ gameId: game.id, again: false });
          }}
        >
          {again ? <BellRing size={18} aria-hidden="true" /> : <Megaphone size={18} aria-hidden="true" />}
          {callLabel(game, t)}
        </Button>
      )}
      {called && (
        <HStack gap="1" color="fg.success" fontSize="sm" fontWeight="semibold">
          <Check size={16} aria-hidden="true" />
          <Text>{called}</Text>
        </HStack>
      )}
      {call.isError && !asking && (
        <Text fontSize="sm" color="fg.error" role="alert">
          {call.error.message}
        </Text>
      )}
      {canCall && again && (
        <ConfirmDialog
          open={asking}
          onOpenChange={setAsking}
          destructive={false}
          title={t('match-sessions:board.call_again_title', { court })}
          description={t('match-sessions:board.call_again_description', {
            teams,
            time: game.called_at ? clock(game.called_at) : '',
          })}
          confirmLabel={t('match-sessions:board.call_again')}
          onConfirm={() => call.mutateAsync({ gameId: game.id, again: true })}
        />
      )}
    </Stack>
  );
}
