import { Alert, Button, HStack, Stack, Text } from '@chakra-ui/react';
import type { Occurrence } from '@pickleball/domain';
import { List, Plus, Rss } from 'lucide-react';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { CalendarView, useCalendarAddress } from '../../../components/calendar-view/calendar-view';
import type { CalendarRange } from '../../../components/calendar-view/calendar-view-model';
import { PageHeader } from '../../../components/page-header';
import { useOccurrences } from '../api/list-occurrences';
import { CalendarFilters, type CalendarFilterValues } from '../components/calendar-filters';
import { FeedDialog } from '../components/feed-dialog';
import { occurrenceShown } from '../components/meeting-details';
import { defaultSlot } from '../components/meeting-form-values';
import { toCalendarEvent } from '../components/occurrence-events';
import { useMeetingMove } from '../components/use-meeting-move';
import { useMeetingPanels } from '../components/use-meeting-panels';

/**
 * /calendar: month, week, day and list views of every meeting's occurrences in the shown range
 * (recurring meetings expanded on the server), live. A click on an empty slot (or a dragged range)
 * creates a meeting there, a click on one opens its details, a drag moves it and a resize changes
 * its end. The view and date live in the address; `?meeting=<id>` opens that meeting (the link of
 * invitations and reminders).
 */
export default function CalendarPage() {
  const { t } = useTranslation(['calendar', 'ui']);
  const { initialView, initialDate, rememberRange } = useCalendarAddress();
  const [range, setRange] = useState<CalendarRange | null>(null);
  const [filters, setFilters] = useState<CalendarFilterValues>({ search: '', mine: false, color: 'type' });
  const [feedOpen, setFeedOpen] = useState(false);
  const panels = useMeetingPanels();
  const mover = useMeetingMove();

  const query = useMemo(
    () =>
      range && {
        from: range.from.toISOString(),
        to: range.to.toISOString(),
        mine: filters.mine ? 'true' : undefined,
        type: filters.type,
        status: filters.status,
        search: filters.search || undefined,
      },
    [range, filters.mine, filters.type, filters.status, filters.search],
  );
  const occurrences = useOccurrences(query);
  const events = useMemo(
    () => (occurrences.data ?? []).map((occurrence) => toCalendarEvent(occurrence, filters.color)),
    [occurrences.data, filters.color],
  );

  const handleRange = useCallback(
    (next: CalendarRange) => {
      setRange(next);
      rememberRange(next);
    },
    [rememberRange],
  );
  const { openDetails, openCreate } = panels;
  const handleClick = useCallback(
    (occurrence: Occurrence) => openDetails(occurrence.meeting_id, occurrenceShown(occurrence)),
    [openDetails],
  );
  const isEmpty = occurrences.isSuccess && !occurrences.isPlaceholderData && events.length === 0;

  return (
    <Stack gap="5">
      <PageHeader
        title={t('calendar:title')}
        description={t('calendar:description')}
        breadcrumbs={[{ label: t('ui:page.home'), to: '/dashboard' }, { label: t('calendar:title') }]}
        actions={
          <HStack gap="2" flexWrap="wrap">
            <Button variant="outline" size="sm" onClick={() => setFeedOpen(true)}>
              <Rss aria-hidden="true" />
              {t('calendar:feed.open')}
            </Button>
            <Button asChild variant="outline" size="sm">
              <RouterLink to="/calendar/meetings">
                <List aria-hidden="true" />
                {t('calendar:meetings.title')}
              </RouterLink>
            </Button>
            <Button colorPalette="blue" size="sm" onClick={() => openCreate(defaultSlot(new Date()))}>
              <Plus aria-hidden="true" />
              {t('calendar:actions.new')}
            </Button>
          </HStack>
        }
      />
      <CalendarFilters value={filters} onChange={setFilters} />
      {occurrences.isError && (
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{t('calendar:load_failed')}</Alert.Title>
          </Alert.Content>
          <Button size="xs" variant="outline" onClick={() => void occurrences.refetch()}>
            {t('common:retry')}
          </Button>
        </Alert.Root>
      )}
      <CalendarView<Occurrence>
        aria-label={t('calendar:title')}
        events={events}
        labels={{
          today: t('calendar:view.today'),
          previous: t('calendar:view.previous'),
          next: t('calendar:view.next'),
          views: {
            month: t('calendar:view.month'),
            week: t('calendar:view.week'),
            day: t('calendar:view.day'),
            list: t('calendar:view.list'),
          },
        }}
        initialView={initialView}
        initialDate={initialDate}
        onRangeChange={handleRange}
        onEventClick={handleClick}
        onSelectSlot={openCreate}
        onEventChange={mover.move}
        isLoading={occurrences.isFetching}
      />
      {isEmpty && (
        <Text color="fg.muted" fontSize="sm" textAlign="center" data-testid="calendar-empty">
          {t('calendar:empty')}
        </Text>
      )}
      {panels.panels}
      {mover.dialog}
      <FeedDialog open={feedOpen} onClose={() => setFeedOpen(false)} />
    </Stack>
  );
}
