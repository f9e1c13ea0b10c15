import { Alert, Box, Button, Heading, Skeleton, Stack, Text } from '@chakra-ui/react';
import type { MatchSession, Signup, SignupList } from '@pickleball/domain';
import { useMutationState } from '@tanstack/react-query';
import { UserPlus } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { StatCards } from '../../../components/stat-cards';
import { useAuth } from '../../../lib/auth';
import type { CheckInVariables } from '../api/check-in-signup';
import { useSessionSignups } from '../api/list-session-signups';
import { matchSessionKeys } from '../match-sessions.keys';
import {
  absentCount,
  type CheckInFilter,
  checkedInCount,
  isCheckedIn,
  type PendingCheckIns,
  rowsForFilter,
} from './check-in';
import { CheckInFilterBar, ReleaseNoShows } from './check-in-parts';
import { AddSignupDialog, type SignupAsk, SignupDialogs } from './signup-dialogs';
import { SignupRow } from './signup-row';
import { ofTotal, placesOf, signupFigures } from './signup-text';

/** Sign-ups change while the night is planned or under way (the server refuses after). */
const isOpenForChanges = (session: MatchSession) => session.status === 'draft' || session.status === 'active';

/** A titled group of rows: the places, the line, the cancelled. */
function SignupGroup({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Stack as="section" gap="2" aria-labelledby={headingId}>
      <Heading as="h3" size="sm" id={headingId}>
        {title}
      </Heading>
      <Stack as="ul" gap="2" ps="0" m="0">
        {children}
      </Stack>
    </Stack>
  );
}

/** The groups: all three, or under "Not checked in" the places of those not here yet (and the ones just ticked). */
function SignupLists({
  session,
  list,
  canManage,
  filter,
  kept,
  pending,
  onAsk,
  onCheckIn,
}: {
  session: MatchSession;
  list: SignupList;
  canManage: boolean;
  filter: CheckInFilter;
  kept: ReadonlySet<number>;
  pending: PendingCheckIns;
  onAsk: (ask: SignupAsk) => void;
  onCheckIn: (signup: Signup, checkedIn: boolean) => void;
}) {
  const { t } = useTranslation('match-sessions');
  const hasFee = (session.fee ?? 0) > 0;
  const places = placesOf(list.signups);
  const byStatus = (status: Signup['status']) =>
    rowsForFilter(
      list.signups.filter((signup) => signup.status === status),
      filter,
      kept,
      pending,
    );
  const groups = [
    { status: 'confirmed', title: t('match-sessions:signups.places_title', { count: list.confirmed }) },
    { status: 'waitlisted', title: t('match-sessions:signups.line_title', { count: list.waitlisted }) },
    { status: 'cancelled', title: t('match-sessions:signups.cancelled_title') },
  ] as const;
  if (filter === 'absent' && byStatus('confirmed').length === 0)
    return (
      <Box borderWidth="1px" borderStyle="dashed" borderRadius="lg" p="6" textAlign="center">
        <Text fontWeight="semibold">{t('match-sessions:signups.all_checked_in')}</Text>
      </Box>
    );
  return (
    <Stack gap="5">
      {groups.map(({ status, title }) => {
        const rows = byStatus(status);
        if (rows.length === 0) return null;
        return (
          <SignupGroup key={status} title={title}>
            {rows.map((signup) => (
              <SignupRow
                key={signup.id}
                sessionId={session.id}
                signup={signup}
                place={places.get(signup.id)}
                hasFee={hasFee}
                canManage={canManage}
                onAsk={onAsk}
                onCheckIn={onCheckIn}
              />
            ))}
          </SignupGroup>
        );
      })}
    </Stack>
  );
}

/**
 * /match-sessions/{id}/signups: the night's sign-ups for the organiser at the court, phone first.
 * The figures (confirmed against the cap, waiting, paid against the confirmed), then the places
 * in sign-up order, the line and the cancelled; each row says at a glance whether the fee is
 * paid. With match.session.manage, while the night is planned or under way: check players in at
 * the court with one tap each (the header counts them against the confirmed, a filter keeps those
 * not here yet), mark paid (cash or transfer), undo a mark (with a reason), cancel a sign-up (the
 * first in line gets the place), add a player, and from the start release the places of those
 * not checked in. Live: the sign-ups refresh with the night's events.
 */
export function SessionSignups({ session }: { session: MatchSession }) {
  const { t } = useTranslation(['match-sessions', 'common']);
  const { can } = useAuth();
  const signups = useSessionSignups(session.id);
  const [asked, setAsked] = useState<SignupAsk | null>(null);
  const [adding, setAdding] = useState(false);
  const [filter, setFilter] = useState<CheckInFilter>('all');
  const [kept, setKept] = useState<ReadonlySet<number>>(new Set());
  // The ticks sent and not yet answered, from every row: the counts show them already.
  const pending: PendingCheckIns = new Map(
    useMutationState({
      filters: { mutationKey: matchSessionKeys.checkIns(session.id), status: 'pending' },
      select: (mutation) => mutation.state.variables as CheckInVariables,
    }).map((variables) => [variables.signupId, variables.checkedIn]),
  );
  const canManage = can('match.session.manage') && isOpenForChanges(session);
  const hasFee = (session.fee ?? 0) > 0;
  const list = signups.data?.data;
  const figures = list ? signupFigures(list) : undefined;
  const checkedIn = list ? ofTotal(checkedInCount(list.signups, pending), list.confirmed) : undefined;
  const absent = list ? absentCount(list.signups, pending) : 0;
  const chooseFilter = (next: CheckInFilter) => {
    setFilter(next);
    setKept(new Set());
  };
  // Under "Not checked in", a player just ticked stays in view (a wrong tick is undone in place).
  const noteCheckIn = (signup: Signup, next: boolean) => {
    if (filter === 'absent' && next && !isCheckedIn(signup)) setKept((ids) => new Set(ids).add(signup.id));
  };

  return (
    <Stack gap="5">
      {!signups.isError && (
        <StatCards
          columns={{ base: 2, md: hasFee ? 4 : 3 }}
          isLoading={!list}
          items={[
            {
              id: 'confirmed',
              label: t('match-sessions:signups.figure_confirmed'),
              value: figures?.confirmed,
            },
            {
              id: 'checked_in',
              label: t('match-sessions:signups.figure_checked_in'),
              value: checkedIn,
            },
            { id: 'waiting', label: t('match-sessions:signups.figure_waiting'), value: figures?.waiting },
            ...(hasFee
              ? [{ id: 'paid', label: t('match-sessions:signups.figure_paid'), value: figures?.paid }]
              : []),
          ]}
        />
      )}
      {canManage && list && (
        <Stack direction={{ base: 'column', sm: 'row' }} gap="3" flexWrap="wrap">
          <Button size="lg" colorPalette="blue" onClick={() => setAdding(true)}>
            <UserPlus size={18} aria-hidden="true" />
            {t('match-sessions:signups.add')}
          </Button>
          <ReleaseNoShows session={session} list={list} absent={absent} />
        </Stack>
      )}
      {canManage && list && list.confirmed > 0 && (
        <CheckInFilterBar filter={filter} absent={absent} onChange={chooseFilter} />
      )}
      {signups.isError ? (
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{t('match-sessions:signups.load_failed')}</Alert.Title>
            <Alert.Description>{signups.error.message}</Alert.Description>
          </Alert.Content>
          <Button size="sm" variant="outline" onClick={() => void signups.refetch()}>
            {t('common:retry')}
          </Button>
        </Alert.Root>
      ) : !list ? (
        <Stack gap="2" aria-busy="true">
          <Skeleton height="20" />
          <Skeleton height="20" />
          <Skeleton height="20" />
        </Stack>
      ) : list.signups.length === 0 ? (
        <Box borderWidth="1px" borderStyle="dashed" borderRadius="lg" p="6" textAlign="center">
          <Text fontWeight="semibold">{t('match-sessions:signups.empty_title')}</Text>
          <Text color="fg.muted" fontSize="sm">
            {canManage
              ? t('match-sessions:signups.empty_manage')
              : t('match-sessions:signups.empty_description')}
          </Text>
        </Box>
      ) : (
        <SignupLists
          session={session}
          list={list}
          canManage={canManage}
          filter={canManage ? filter : 'all'}
          kept={kept}
          pending={pending}
          onAsk={setAsked}
          onCheckIn={noteCheckIn}
        />
      )}
      {list && canManage && (
        <>
          <SignupDialogs session={session} list={list} asked={asked} onClose={() => setAsked(null)} />
          <AddSignupDialog session={session} list={list} open={adding} onClose={() => setAdding(false)} />
        </>
      )}
    </Stack>
  );
}
