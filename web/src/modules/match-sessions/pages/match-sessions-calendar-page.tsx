import { Alert, Button, HStack, Stack, Text } from '@chakra-ui/react';
import type { MatchSessionCalendarItem } from '@pickleball/domain';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { CalendarView, useCalendarAddress } from '../../../components/calendar-view/calendar-view';
import type { CalendarRange, CalendarViewName } from '../../../components/calendar-view/calendar-view-model';
import { PageHeader } from '../../../components/page-header';
import { useMatchSessionCalendar } from '../api/get-match-session-calendar';
import { SessionStatusBadge } from '../components/session-badges';
import { sessionCalendarRange, toSessionCalendarEvent } from '../components/session-calendar-events';
import { useSessionLabels } from '../components/session-labels';
import { SessionViews } from '../components/session-views';

const VIEWS: readonly CalendarViewName[] = ['month', 'week', 'day', 'list'];

/**
 * /match-sessions/calendar: the evenings at their real times (timed events, in the reader's zone),
 * coloured by status; a click opens the session. The view and date live in the address. Live:
 * its queries sit under the lists', so a session saved, started or deleted anywhere moves it.
 */
export default function MatchSessionsCalendarPage() {
  const { t } = useTranslation(['match-sessions', 'ui']);
  const labels = useSessionLabels();
  const navigate = useNavigate();
  const { initialView, initialDate, rememberRange } = useCalendarAddress(VIEWS);
  const [range, setRange] = useState<{ from: string; to: string } | null>(null);
  const calendar = useMatchSessionCalendar(range);
  const events = useMemo(() => (calendar.data?.data ?? []).map(toSessionCalendarEvent), [calendar.data]);

  const handleRange = useCallback(
    (next: CalendarRange) => {
      setRange(sessionCalendarRange(next));
      rememberRange(next);
    },
    [rememberRange],
  );
  const isEmpty = calendar.isSuccess && !calendar.isPlaceholderData && events.length === 0;

  return (
    <Stack gap="5">
      <PageHeader
        title={t('match-sessions:calendar.title')}
        description={t('match-sessions:calendar.description')}
        breadcrumbs={[
          { label: t('ui:page.home'), to: '/dashboard' },
          { label: t('match-sessions:title'), to: '/match-sessions' },
          { label: t('match-sessions:calendar.title') },
        ]}
        actions={<SessionViews current="calendar" />}
      />
      <HStack
        gap="3"
        flexWrap="wrap"
        fontSize="sm"
        aria-label={t('match-sessions:calendar.legend')}
        role="group"
      >
        {labels.statusOptions.map((option) => (
          <SessionStatusBadge key={option.value} status={option.value} variant="solid" />
        ))}
      </HStack>
      {calendar.isError && (
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{t('match-sessions:calendar.load_failed')}</Alert.Title>
          </Alert.Content>
          <Button size="sm" variant="outline" onClick={() => void calendar.refetch()}>
            {t('match-sessions:actions.retry')}
          </Button>
        </Alert.Root>
      )}
      <CalendarView<MatchSessionCalendarItem>
        aria-label={t('match-sessions:calendar.title')}
        events={events}
        views={VIEWS}
        labels={{
          today: t('match-sessions:calendar.today'),
          previous: t('match-sessions:calendar.previous'),
          next: t('match-sessions:calendar.next'),
          views: {
            month: t('match-sessions:calendar.month'),
            week: t('match-sessions:calendar.week'),
            day: t('match-sessions:calendar.day'),
            list: t('match-sessions:calendar.list'),
          },
        }}
        initialView={initialView}
        initialDate={initialDate}
        onRangeChange={handleRange}
        onEventClick={(item) => navigate(`/match-sessions/${item.id}`)}
        isLoading={calendar.isFetching}
      />
      {isEmpty && (
        <Text color="fg.muted" fontSize="sm" textAlign="center">
          {t('match-sessions:calendar.empty')}
        </Text>
      )}
    </Stack>
  );
}
