import { Box, Button, Heading, Link, Stack, Text } from '@chakra-ui/react';
import type { MatchSession } from '@pickleball/domain';
import { CalendarClock, Shuffle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { DetailPanel } from '../../../components/detail-panel';
import { useAuth } from '../../../lib/auth';
import { useSessionSignups } from '../api/list-session-signups';
import { SessionEventList } from './session-event-details';

/** Whether a session has no schedule yet (an evening planned ahead). */
export const isUnplanned = (session: Pick<MatchSession, 'rounds'>) => session.rounds.length === 0;

/** The generator's page for a draft session's schedule. */
export const planPath = (id: number) => `/match-generator?session=${id}`;

/** "Plan the schedule", for a draft session and a user who may generate and save it. */
export function PlanScheduleButton({ session, size }: { session: MatchSession; size?: 'sm' | 'md' }) {
  const { t } = useTranslation('match-sessions');
  const { can } = useAuth();
  if (session.status !== 'draft' || !can('match.generate') || !can('match.session.manage')) return null;
  return (
    <Button asChild colorPalette="blue" size={size}>
      <RouterLink to={planPath(session.id)}>
        <Shuffle size={16} aria-hidden="true" />
        {t('match-sessions:actions.plan_schedule')}
      </RouterLink>
    </Button>
  );
}

/** How many signed up so far, with a link to them: planning starts with their places. */
function SignedUpCount({ session }: { session: MatchSession }) {
  const { t } = useTranslation('match-sessions');
  const signups = useSessionSignups(session.id, session.status === 'draft');
  const list = signups.data?.data;
  if (!list) return null;
  return (
    <Text fontWeight="medium">
      {list.confirmed === 0
        ? t('match-sessions:unplanned.no_signups')
        : t('match-sessions:unplanned.signed_up', { count: list.confirmed })}
      {list.waitlisted > 0 && ` · ${t('match-sessions:unplanned.waiting', { count: list.waitlisted })}`}{' '}
      <Link asChild colorPalette="blue" variant="underline">
        <RouterLink to={`/match-sessions/${session.id}/signups`}>
          {t('match-sessions:unplanned.see_signups')}
        </RouterLink>
      </Link>
    </Text>
  );
}

/**
 * A session with no schedule yet (saved ahead as an evening): says so and how many signed up,
 * offers "Plan the schedule" (the generator, starting with the confirmed sign-ups), and shows when
 * and where it is.
 */
export function UnplannedSession({ session }: { session: MatchSession }) {
  const { t } = useTranslation('match-sessions');
  return (
    <Stack gap="6">
      <Box
        borderWidth="1px"
        borderStyle="dashed"
        borderRadius="lg"
        p={{ base: '5', md: '8' }}
        textAlign="center"
      >
        <Stack gap="3" align="center">
          <CalendarClock size={32} aria-hidden="true" />
          <Heading as="h2" size="md">
            {t('match-sessions:unplanned.title')}
          </Heading>
          <Text color="fg.muted" maxW="xl">
            {session.status === 'draft'
              ? t('match-sessions:unplanned.description')
              : t('match-sessions:unplanned.closed')}
          </Text>
          {session.status === 'draft' && <SignedUpCount session={session} />}
          <PlanScheduleButton session={session} />
        </Stack>
      </Box>
      <DetailPanel title={t('match-sessions:event.title')}>
        <SessionEventList session={session} />
      </DetailPanel>
    </Stack>
  );
}
