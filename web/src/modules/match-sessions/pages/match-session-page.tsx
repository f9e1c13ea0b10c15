import { Box, HStack, Skeleton, Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useLocation, useParams } from 'react-router-dom';
import { PageHeader } from '../../../components/page-header';
import { useMatchSession } from '../api/get-match-session';
import { LiveBoard } from '../components/live-board';
import { PreviewSheet } from '../components/preview-sheet';
import { SessionActions } from '../components/session-actions';
import { SessionStatusBadge } from '../components/session-badges';
import { venueText } from '../components/session-calendar-events';
import { SessionDetails } from '../components/session-details';
import { useSessionWhenText } from '../components/session-event-details';
import { useSessionLabels } from '../components/session-labels';
import { SessionLoadError } from '../components/session-load-error';
import { SessionSignups } from '../components/session-signups';
import { SessionStatisticsView } from '../components/session-statistics';
import { SessionTabs, tabOfPath } from '../components/session-tabs';
import { isUnplanned, UnplannedSession } from '../components/unplanned-session';

/**
 * /match-sessions/{id} (the preview) and its tabs /details, /signups (who comes, who paid), /matches
 * (the live board) and /statistics, with the session's steps in the header and its day, times and venue under its
 * name. An evening saved ahead with no schedule says so, with "Plan the schedule". Kept fresh by
 * realtime: the session's own events, and its matches' (scores, results) through the matches room.
 */
export default function MatchSessionPage() {
  const { t } = useTranslation(['match-sessions', 'ui']);
  const labels = useSessionLabels();
  const whenText = useSessionWhenText();
  const id = Number(useParams().id);
  const tab = tabOfPath(useLocation().pathname);
  const session = useMatchSession(id);
  const data = session.data?.data;
  const title = data?.name ?? t('match-sessions:detail.title');

  return (
    <Stack gap="4">
      <Box data-print-hidden="">
        <PageHeader
          title={title}
          description={
            data &&
            [whenText(data, 'when'), venueText(data), labels.typeLabel(data.match_type), data.club?.name]
              .filter(Boolean)
              .join(' · ')
          }
          breadcrumbs={[
            { label: t('ui:page.home'), to: '/dashboard' },
            { label: t('match-sessions:title'), to: '/match-sessions' },
            { label: title },
          ]}
          actions={
            data && (
              <HStack gap="2" flexWrap="wrap">
                <SessionStatusBadge status={data.status} size="lg" />
                <SessionActions session={data} />
              </HStack>
            )
          }
        />
      </Box>
      <SessionTabs id={id} current={tab} />
      {session.isError ? (
        <SessionLoadError message={session.error.message} />
      ) : data ? (
        <Box pt="2" minW="0">
          {(tab === 'preview' || tab === 'matches') && isUnplanned(data) ? (
            <UnplannedSession session={data} />
          ) : (
            <>
              {tab === 'preview' && <PreviewSheet session={data} />}
              {tab === 'matches' && <LiveBoard session={data} />}
            </>
          )}
          {tab === 'details' && <SessionDetails session={data} />}
          {tab === 'signups' && <SessionSignups session={data} />}
          {tab === 'statistics' && <SessionStatisticsView session={data} />}
        </Box>
      ) : (
        <Stack gap="4" aria-busy="true">
          <Skeleton height="12" />
          <Skeleton height="48" />
          <Skeleton height="32" />
        </Stack>
      )}
    </Stack>
  );
}
