import { Alert, Button, HStack, Stack, Text } from '@chakra-ui/react';
import type { TournamentCalendarItem } from '@pickleball/domain';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { CalendarView, useCalendarAddress } from '../../../components/calendar-view/calendar-view';
import type { CalendarRange, CalendarViewName } from '../../../components/calendar-view/calendar-view-model';
import { PageHeader } from '../../../components/page-header';
import { useTournamentCalendar } from '../api/get-tournament-calendar';
import { TournamentStatusBadge } from '../components/tournament-badges';
import { calendarQueryRange, toCalendarEvent } from '../components/tournament-calendar-events';
import { useTournamentLabels } from '../components/tournament-labels';
import { TournamentStats } from '../components/tournament-stats';
import { TournamentViews } from '../components/tournament-views';

const VIEWS: readonly CalendarViewName[] = ['month', 'list'];

/**
 * /tournaments/calendar: the tournaments by month (the shared calendar, as the meetings use it),
 * each over all its days and coloured by status; a click opens it. The view and month live in the
 * address. Live: another person's changes move them.
 */
export default function TournamentsCalendarPage() {
  const { t } = useTranslation(['tournaments', 'ui', 'common']);
  const labels = useTournamentLabels();
  const navigate = useNavigate();
  const { initialView, initialDate, rememberRange } = useCalendarAddress(VIEWS);
  const [range, setRange] = useState<{ from: string; to: string } | null>(null);
  const calendar = useTournamentCalendar(range);
  const events = useMemo(() => (calendar.data?.data ?? []).map(toCalendarEvent), [calendar.data]);

  const handleRange = useCallback(
    (next: CalendarRange) => {
      setRange(calendarQueryRange(next));
      rememberRange(next);
    },
    [rememberRange],
  );
  const isEmpty = calendar.isSuccess && !calendar.isPlaceholderData && events.length === 0;

  return (
    <Stack gap="5">
      <PageHeader
        title={t('tournaments:calendar.title')}
        description={t('tournaments:calendar.description')}
        breadcrumbs={[
          { label: t('ui:page.home'), to: '/dashboard' },
          { label: t('tournaments:title'), to: '/tournaments' },
          { label: t('tournaments:calendar.title') },
        ]}
        actions={<TournamentViews current="calendar" />}
      />
      <TournamentStats />
      <HStack
        gap="3"
        flexWrap="wrap"
        fontSize="sm"
        aria-label={t('tournaments:calendar.legend')}
        role="group"
      >
        {labels.statusOptions.map((option) => (
          <TournamentStatusBadge key={option.value} status={option.value} variant="solid" />
        ))}
      </HStack>
      {calendar.isError && (
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{t('tournaments:calendar.load_failed')}</Alert.Title>
          </Alert.Content>
          <Button size="xs" variant="outline" onClick={() => void calendar.refetch()}>
            {t('common:retry')}
          </Button>
        </Alert.Root>
      )}
      <CalendarView<TournamentCalendarItem>
        aria-label={t('tournaments:calendar.title')}
        events={events}
        views={VIEWS}
        labels={{
          today: t('tournaments:calendar.today'),
          previous: t('tournaments:calendar.previous'),
          next: t('tournaments:calendar.next'),
          views: {
            month: t('tournaments:calendar.month'),
            week: t('tournaments:calendar.month'),
            day: t('tournaments:calendar.month'),
            list: t('tournaments:calendar.list'),
          },
        }}
        initialView={initialView}
        initialDate={initialDate}
        onRangeChange={handleRange}
        onEventClick={(item) => navigate(`/tournaments/${item.id}`)}
        isLoading={calendar.isFetching}
      />
      {isEmpty && (
        <Text color="fg.muted" fontSize="sm" textAlign="center">
          {t('tournaments:calendar.empty')}
        </Text>
      )}
    </Stack>
  );
}
