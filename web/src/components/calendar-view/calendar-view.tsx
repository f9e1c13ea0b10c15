import { Box, Button, Group, Heading, HStack, IconButton, Stack } from '@chakra-ui/react';
import type {
  DatesSetArg,
  EventChangeArg,
  EventClickArg,
  EventContentArg,
  EventInput,
} from '@fullcalendar/core';
import viLocale from '@fullcalendar/core/locales/vi';
import dayGridPlugin from '@fullcalendar/daygrid';
import interactionPlugin from '@fullcalendar/interaction';
import listPlugin from '@fullcalendar/list';
import FullCalendar from '@fullcalendar/react';
import timeGridPlugin from '@fullcalendar/timegrid';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { type ReactNode, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { capitalizeFirst } from '../../lib/format';
import {
  CALENDAR_VIEWS,
  type CalendarEventChange,
  type CalendarRange,
  type CalendarSlot,
  type CalendarViewEvent,
  type CalendarViewLabels,
  type CalendarViewName,
  calendarLocale,
  dayTitle,
  FULLCALENDAR_VIEWS,
  firstDayOfWeek,
  toViewName,
} from './calendar-view-model';
import { calendarStyles } from './calendar-view-styles';

// A page takes the hook with the component: both arrive in one chunk, named for the calendar.
export { useCalendarAddress } from './use-calendar-address';

const PLUGINS = [dayGridPlugin, timeGridPlugin, listPlugin, interactionPlugin];
const LOCALES = [viLocale];

export interface CalendarViewProps<T> {
  events: readonly CalendarViewEvent<T>[];
  labels: CalendarViewLabels;
  /** The views offered (all four by default), in the toolbar's order. */
  views?: readonly CalendarViewName[];
  initialView?: CalendarViewName;
  /** The date shown first (today by default). */
  initialDate?: Date;
  /** The shown dates changed (navigation, another view): fetch the events for them. */
  onRangeChange?: (range: CalendarRange) => void;
  onEventClick?: (data: T) => void;
  /** A click on an empty slot or a dragged range; none: nothing can be chosen. */
  onSelectSlot?: (slot: CalendarSlot) => void;
  /** An editable event was moved or resized; call `revert` if the change does not happen. */
  onEventChange?: (change: CalendarEventChange<T>) => void;
  /** Fetching: the toolbar shows it without hiding the events shown. */
  isLoading?: boolean;
  /** Extra controls at the end of the toolbar (filters, "New meeting"). */
  toolbarEnd?: ReactNode;
  /** Names the calendar's region for screen readers. */
  'aria-label': string;
}

/**
 * The shared calendar (FullCalendar's MIT plugins): month, week, day and list views with
 * today / previous / next, in the UI language (Vietnamese weeks start on Monday) and the browser's
 * time zone. Pages give it events and get clicks, chosen slots and moves back; they fetch what the
 * shown range needs (`onRangeChange`). Only pages that show a calendar import it, so FullCalendar
 * arrives with them and never with the frame.
 */
export function CalendarView<T>({
  events,
  labels,
  views = CALENDAR_VIEWS,
  initialView = 'month',
  initialDate,
  onRangeChange,
  onEventClick,
  onSelectSlot,
  onEventChange,
  isLoading,
  toolbarEnd,
  'aria-label': ariaLabel,
}: CalendarViewProps<T>) {
  const { i18n } = useTranslation();
  const language = i18n.language;
  const calendarRef = useRef<FullCalendar>(null);
  const [title, setTitle] = useState('');
  const [view, setView] = useState<CalendarViewName>(initialView);
  // FullCalendar keeps what it was given first: the initial view and date are read once.
  const [initial] = useState(() => ({ view: FULLCALENDAR_VIEWS[initialView], date: initialDate }));

  const inputs = useMemo<EventInput[]>(
    () =>
      events.map((event) => ({
        id: event.id,
        title: event.title,
        start: event.start,
        end: event.end,
        allDay: event.allDay,
        backgroundColor: event.color,
        borderColor: event.color,
        textColor: event.textColor ?? 'white',
        editable: Boolean(event.isEditable && onEventChange),
        classNames: event.isCancelled ? ['cv-cancelled'] : [],
        extendedProps: { data: event.data },
      })),
    [events, onEventChange],
  );

  const api = () => calendarRef.current?.getApi();
  const handleDatesSet = (arg: DatesSetArg) => {
    const name = toViewName(arg.view.type);
    setTitle(capitalizeFirst(arg.view.title, language));
    setView(name);
    onRangeChange?.({ from: arg.start, to: arg.end, view: name, date: arg.view.currentStart });
  };
  const handleChange = (arg: EventChangeArg) => {
    const { event } = arg;
    if (!onEventChange || !event.start) {
      arg.revert();
      return;
    }
    // An event dropped without an end keeps its length (FullCalendar leaves `end` null then).
    const length =
      (arg.oldEvent.end?.getTime() ?? arg.oldEvent.start?.getTime() ?? 0) -
      (arg.oldEvent.start?.getTime() ?? 0);
    onEventChange({
      data: event.extendedProps.data as T,
      start: event.start,
      end: event.end ?? new Date(event.start.getTime() + length),
      allDay: event.allDay,
      revert: arg.revert,
    });
  };

  return (
    <Stack gap="3" as="section" aria-label={ariaLabel} aria-busy={isLoading ? 'true' : undefined}>
      <Stack
        direction={{ base: 'column', lg: 'row' }}
        justify="space-between"
        align={{ base: 'stretch', lg: 'center' }}
        gap="3"
      >
        <HStack gap="2" minW="0">
          <Button size="sm" variant="outline" onClick={() => api()?.today()}>
            {labels.today}
          </Button>
          <Group attached>
            <IconButton
              size="sm"
              variant="outline"
              aria-label={labels.previous}
              onClick={() => api()?.prev()}
            >
              <ChevronLeft />
            </IconButton>
            <IconButton size="sm" variant="outline" aria-label={labels.next} onClick={() => api()?.next()}>
              <ChevronRight />
            </IconButton>
          </Group>
          <Heading
            as="h2"
            size={{ base: 'md', md: 'lg' }}
            truncate
            aria-live="polite"
            data-testid="calendar-title"
          >
            {title}
          </Heading>
        </HStack>
        <HStack gap="2" flexWrap="wrap" justify={{ base: 'space-between', lg: 'flex-end' }}>
          <Group attached role="group">
            {views.map((name) => (
              <Button
                key={name}
                size="sm"
                variant={view === name ? 'solid' : 'outline'}
                aria-pressed={view === name}
                onClick={() => api()?.changeView(FULLCALENDAR_VIEWS[name])}
              >
                {labels.views[name]}
              </Button>
            ))}
          </Group>
          {toolbarEnd}
        </HStack>
      </Stack>
      <Box css={calendarStyles} opacity={isLoading ? 0.7 : 1} transition="opacity 0.2s">
        <FullCalendar
          ref={calendarRef}
          plugins={PLUGINS}
          locales={LOCALES}
          locale={calendarLocale(language)}
          firstDay={firstDayOfWeek(language)}
          timeZone="local"
          initialView={initial.view}
          initialDate={initial.date}
          headerToolbar={false}
          // A day's 24 hours scroll inside the grid (opened at 07:00); months and lists grow with their content.
          height={view === 'week' || view === 'day' ? 680 : 'auto'}
          views={{
            timeGrid: { scrollTime: '07:00:00', nowIndicator: true },
            // A day's own headings from the app's formatter: one date format per length everywhere.
            timeGridDay: { titleFormat: dayTitle(language) },
            listMonth: { listDayFormat: dayTitle(language), listDaySideFormat: false },
          }}
          events={inputs}
          eventDisplay="block"
          eventInteractive
          navLinks
          dayMaxEvents
          eventTimeFormat={timeFormat(language)}
          slotLabelFormat={timeFormat(language)}
          selectable={Boolean(onSelectSlot)}
          selectMirror
          selectLongPressDelay={400}
          eventLongPressDelay={400}
          unselectAuto
          eventAllow={(drop, dragged) => Boolean(dragged) && drop.allDay === dragged?.allDay}
          datesSet={handleDatesSet}
          eventClick={(arg: EventClickArg) => {
            arg.jsEvent.preventDefault();
            onEventClick?.(arg.event.extendedProps.data as T);
          }}
          select={(arg) => {
            onSelectSlot?.({ start: arg.start, end: arg.end, allDay: arg.allDay });
            arg.view.calendar.unselect();
          }}
          eventChange={handleChange}
          eventDidMount={(arg) => {
            arg.el.setAttribute('data-event-id', arg.event.id);
          }}
          eventContent={renderEventContent}
        />
      </Box>
    </Stack>
  );
}

/** "7:00 PM" in English, "19:00" in Vietnamese. */
function timeFormat(language: string) {
  return language.startsWith('vi')
    ? ({ hour: '2-digit', minute: '2-digit', hour12: false } as const)
    : ({ hour: 'numeric', minute: '2-digit', meridiem: 'short' } as const);
}

/** The time and the title; the title keeps its full text as a tooltip (a phone's month cell cuts it). */
function renderEventContent(arg: EventContentArg) {
  // The list view's own row (time, dot, title) reads well as it is: `true` keeps FullCalendar's.
  if (arg.view.type.startsWith('list')) return true;
  return (
    <Box
      className="cv-event"
      title={arg.event.title}
      overflow="hidden"
      px="1"
      fontSize="xs"
      lineHeight="short"
    >
      {arg.timeText && !arg.event.allDay && <span className="cv-event-time">{arg.timeText} </span>}
      <span className="cv-event-title">{arg.event.title}</span>
    </Box>
  );
}
