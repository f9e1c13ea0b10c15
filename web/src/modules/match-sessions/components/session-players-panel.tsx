import { Alert, Button, HStack, IconButton, Stack, Text } from '@chakra-ui/react';
import {
  type MatchSession,
  type SessionCandidate,
  type SessionPresenceInput,
  SessionPresenceInputSchema,
} from '@pickleball/domain';
import { LogOut, UserCheck, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useFieldError, useZodForm } from '../../../components/form';
import { WholeNumberField } from '../../../components/form/number-fields';
import { FormDialog } from '../../../components/form-dialog';
import { PlayerSearch } from '../../../components/player-search/player-search';
import { isApiError } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth';
import { useChangePresence } from '../api/change-presence';
import { searchSessionCandidates } from '../api/search-session-candidates';
import { matchSessionKeys } from '../match-sessions.keys';
import { useCourtLabel } from './court-names';
import { PlayerLoadTable } from './player-load-table';
import { ScheduleTable } from './schedule-table';
import { toScheduleRows } from './session-players';
import {
  canChangePresence,
  firstOpenRound,
  isPresent,
  PRESENCE_MIN_PLAYERS,
  presenceNote,
  presenceProblems,
  roundsLeft,
} from './session-presence';

type SessionPlayerRow = MatchSession['players'][number];

/** The new rounds shown after a change: the next few, the rest on the schedule. */
const ROUNDS_SHOWN = 3;

/** What the last change did: the server's message, and the first round planned again. */
interface PresenceChange {
  message: string;
  fromRound: number;
}

/**
 * A refused change in words: a 422 about the players sent names them ("Em: …"); a 422 about the
 * rounds alone stays on its field; anything else (a 409 for a singles night) as the server said it.
 */
function namedRefusal(
  error: unknown,
  input: SessionPresenceInput,
  nameOf: (id: number) => string | undefined,
) {
  if (!isApiError(error) || error.status !== 422) return error;
  const fields = Object.keys(error.fieldErrors);
  if (fields.length === 0 || fields.every((field) => field.startsWith('rounds'))) return error;
  return new Error(presenceProblems(error.fieldErrors, input, nameOf).join(' · '));
}

/** The players who arrived, found with the generator's player search, as removable chips. */
function ArrivalsField({
  session,
  names,
  onName,
}: {
  session: MatchSession;
  names: ReadonlyMap<number, string>;
  onName: (id: number, name: string) => void;
}) {
  const { t } = useTranslation('match-sessions');
  const error = useFieldError('arrive');
  const here = new Set(session.players.filter(isPresent).map((player) => player.id));
  const candidates = { match_type: session.match_type, club_id: session.club?.id };
  return (
    <Controller
      name="arrive"
      render={({ field }) => {
        const chosen: number[] = Array.isArray(field.value) ? field.value : [];
        return (
          <Stack gap="2">
            <PlayerSearch<SessionCandidate>
              label={t('match-sessions:players.search_label')}
              placeholder={t('match-sessions:players.search_placeholder')}
              search={(term, signal) => searchSessionCandidates({ ...candidates, search: term }, signal)}
              queryKey={matchSessionKeys.candidates(candidates)}
              describePlayer={(player) =>
                here.has(player.id) ? t('match-sessions:presence.already_here') : undefined
              }
              onSelect={(player) => {
                if (here.has(player.id) || chosen.includes(player.id)) return;
                onName(player.id, player.name);
                field.onChange([...chosen, player.id]);
              }}
            />
            {chosen.length > 0 && (
              <HStack as="ul" gap="2" flexWrap="wrap" listStyleType="none" m="0" p="0">
                {chosen.map((id) => (
                  <HStack as="li" key={id} gap="1" ps="3" pe="1" py="1" borderWidth="1px" borderRadius="full">
                    <Text fontSize="sm">{names.get(id) ?? id}</Text>
                    <IconButton
                      size="xs"
                      variant="ghost"
                      borderRadius="full"
                      aria-label={t('match-sessions:players.remove', { name: names.get(id) ?? String(id) })}
                      onClick={() => field.onChange(chosen.filter((item) => item !== id))}
                    >
                      <X size={14} aria-hidden="true" />
                    </IconButton>
                  </HStack>
                ))}
              </HStack>
            )}
            {error && (
              <Text fontSize="sm" color="fg.error" role="alert">
                {error}
              </Text>
            )}
          </Stack>
        );
      }}
    />
  );
}

/** "Player arrived": one or more players found and added; the rest of the night is planned again. */
function ArrivalDialog({
  session,
  open,
  onClose,
  onChanged,
}: {
  session: MatchSession;
  open: boolean;
  onClose: () => void;
  onChanged: (change: PresenceChange) => void;
}) {
  const { t } = useTranslation('match-sessions');
  const change = useChangePresence(session.id);
  const [names, setNames] = useState<ReadonlyMap<number, string>>(new Map());
  const form = useZodForm(SessionPresenceInputSchema, {
    defaultValues: { arrive: [], leave: [], rounds: null },
    mode: 'onSubmit',
  });
  useEffect(() => {
    if (open) setNames(new Map());
  }, [open]);
  const fromRound = firstOpenRound(session);
  const left = roundsLeft(session);
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={t('match-sessions:presence.arrived_title')}
      description={t('match-sessions:presence.arrived_description', { round: fromRound })}
      confirmLabel={t('match-sessions:presence.arrived_confirm')}
      confirmButton={{ colorPalette: 'blue' }}
      form={form}
      onConfirm={async (input) => {
        try {
          const response = await change.mutateAsync(input);
          onChanged({ message: response.message ?? '', fromRound });
        } catch (error) {
          throw namedRefusal(error, input, (id) => names.get(id));
        }
      }}
    >
      <ArrivalsField
        session={session}
        names={names}
        onName={(id, name) => setNames((known) => new Map(known).set(id, name))}
      />
      <WholeNumberField
        name="rounds"
        label={t('match-sessions:presence.rounds_label', { round: fromRound })}
        placeholder={String(left)}
        helperText={t('match-sessions:presence.rounds_help', { count: left })}
      />
    </FormDialog>
  );
}

/** "Left": asked first; the player keeps the rounds played and is gone from the next one. */
function LeaveDialog({
  session,
  player,
  onClose,
  onChanged,
}: {
  session: MatchSession;
  player: SessionPlayerRow | null;
  onClose: () => void;
  onChanged: (change: PresenceChange) => void;
}) {
  const { t } = useTranslation('match-sessions');
  const change = useChangePresence(session.id);
  const fromRound = firstOpenRound(session);
  const staying = session.players.filter(isPresent).length - 1;
  const name = player?.name ?? '';
  return (
    <ConfirmDialog
      open={player !== null}
      onOpenChange={(open) => !open && onClose()}
      title={t('match-sessions:presence.left_title', { name })}
      description={
        fromRound > 1
          ? t('match-sessions:presence.left_description', { name, round: fromRound })
          : t('match-sessions:presence.left_description_unplayed', { name })
      }
      confirmLabel={t('match-sessions:presence.left_confirm')}
      cancelLabel={t('match-sessions:presence.left_keep')}
      blockedReason={
        staying < PRESENCE_MIN_PLAYERS
          ? t('match-sessions:presence.too_few', { count: PRESENCE_MIN_PLAYERS })
          : undefined
      }
      onConfirm={async () => {
        if (!player) return;
        const input = { arrive: [], leave: [player.id], rounds: null };
        try {
          const response = await change.mutateAsync(input);
          onChanged({ message: response.message ?? '', fromRound });
        } catch (error) {
          throw namedRefusal(error, input, (id) => (id === player.id ? player.name : undefined));
        }
      }}
    />
  );
}

/** After a change: the server's message, and the next rounds as now planned (live with the session). */
function PresenceResult({
  session,
  change,
  onDismiss,
}: {
  session: MatchSession;
  change: PresenceChange;
  onDismiss: () => void;
}) {
  const { t } = useTranslation('match-sessions');
  const courtLabel = useCourtLabel(session.court_names);
  const rounds = session.rounds.filter((round) => round.number >= change.fromRound);
  const schedule = session.status === 'active' ? 'matches' : '';
  return (
    <Stack gap="3" mb="4">
      <Alert.Root status="success" role="status">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>{change.message}</Alert.Title>
          <Alert.Description>
            {t('match-sessions:presence.new_rounds', { round: change.fromRound, count: rounds.length })}
          </Alert.Description>
        </Alert.Content>
        <IconButton
          size="sm"
          variant="ghost"
          aria-label={t('match-sessions:presence.dismiss')}
          onClick={onDismiss}
        >
          <X size={16} aria-hidden="true" />
        </IconButton>
      </Alert.Root>
      {rounds.length > 0 && (
        <ScheduleTable
          rounds={toScheduleRows(rounds.slice(0, ROUNDS_SHOWN))}
          courtLabel={courtLabel}
          caption={t('match-sessions:presence.new_rounds_caption', { round: change.fromRound })}
        />
      )}
      <Button asChild variant="outline" alignSelf="flex-start">
        <RouterLink to={`/match-sessions/${session.id}${schedule ? `/${schedule}` : ''}`}>
          {t('match-sessions:presence.see_schedule')}
        </RouterLink>
      </Button>
    </Stack>
  );
}

/**
 * The session's players on its details tab: ratings, matches and sit-outs, and who came late or
 * left early ("arrived for round 3", "left after round 4"). With match.session.manage on a
 * doubles night planned and not over: "Player arrived" and, per player there, "Left"; the rest of
 * the night is planned again by the server, its message and the new rounds shown here.
 */
export function SessionPlayersPanel({ session }: { session: MatchSession }) {
  const { t } = useTranslation('match-sessions');
  const { can } = useAuth();
  const [arriving, setArriving] = useState(false);
  const [leaving, setLeaving] = useState<SessionPlayerRow | null>(null);
  const [changed, setChanged] = useState<PresenceChange | null>(null);
  const canChange = can('match.session.manage') && canChangePresence(session);
  return (
    <Stack gap="0">
      {canChange && (
        <Button
          size="lg"
          colorPalette="blue"
          alignSelf={{ base: 'stretch', sm: 'flex-start' }}
          mb="4"
          onClick={() => setArriving(true)}
        >
          <UserCheck size={18} aria-hidden="true" />
          {t('match-sessions:presence.arrived')}
        </Button>
      )}
      {changed && <PresenceResult session={session} change={changed} onDismiss={() => setChanged(null)} />}
      <PlayerLoadTable
        players={session.players}
        loads={session.matches_per_player}
        renderNote={(player) => {
          const note = presenceNote(player, t);
          return note ? (
            <Text
              as="span"
              display="block"
              fontSize="xs"
              color={isPresent(player) ? 'fg.info' : 'fg.warning'}
            >
              {note}
            </Text>
          ) : null;
        }}
        actionLabel={canChange ? t('match-sessions:presence.column') : undefined}
        renderAction={
          canChange
            ? (player) =>
                isPresent(player) ? (
                  <Button
                    size="md"
                    variant="outline"
                    colorPalette="orange"
                    aria-label={t('match-sessions:presence.left_for', { name: player.name })}
                    onClick={() => setLeaving(player)}
                  >
                    <LogOut size={16} aria-hidden="true" />
                    {t('match-sessions:presence.left')}
                  </Button>
                ) : null
            : undefined
        }
      />
      {canChange && (
        <>
          <ArrivalDialog
            session={session}
            open={arriving}
            onClose={() => setArriving(false)}
            onChanged={setChanged}
          />
          <LeaveDialog
            session={session}
            player={leaving}
            onClose={() => setLeaving(null)}
            onChanged={setChanged}
          />
        </>
      )}
    </Stack>
  );
}
