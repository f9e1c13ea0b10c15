import type { SystemStyleObject } from '@chakra-ui/react';

/**
 * FullCalendar's own stylesheet (it injects it) in the app's colours: its CSS variables point at
 * Chakra's semantic tokens, so the light and dark themes both apply. Cancelled events are struck
 * through and faded; a phone's narrow columns get smaller header text.
 */
export const calendarStyles: SystemStyleObject = {
  '--fc-border-color': 'var(--chakra-colors-border)',
  '--fc-page-bg-color': 'var(--chakra-colors-bg)',
  '--fc-neutral-bg-color': 'var(--chakra-colors-bg-muted)',
  '--fc-neutral-text-color': 'var(--chakra-colors-fg-muted)',
  '--fc-list-event-hover-bg-color': 'var(--chakra-colors-bg-muted)',
  '--fc-today-bg-color': 'var(--chakra-colors-blue-subtle)',
  '--fc-now-indicator-color': 'var(--chakra-colors-red-solid)',
  '--fc-highlight-color': 'var(--chakra-colors-blue-muted)',
  '--fc-event-border-color': 'transparent',
  '& .fc': { fontSize: 'sm' },
  '& .fc .fc-col-header-cell-cushion, & .fc .fc-daygrid-day-number, & .fc .fc-list-day-text, & .fc .fc-list-day-side-text':
    { color: 'fg', textDecoration: 'none' },
  '& .fc .fc-scrollgrid': { borderRadius: 'md', overflow: 'hidden' },
  '& .fc .fc-event': { cursor: 'pointer' },
  '& .fc .fc-event:focus-visible': {
    outline: '2px solid',
    outlineColor: 'colorPalette.focusRing',
    outlineOffset: '1px',
  },
  '& .fc .cv-event-time': { fontWeight: 'semibold' },
  '& .fc .cv-event, & .fc .cv-event-title': { whiteSpace: 'nowrap', textOverflow: 'ellipsis' },
  '& .fc .fc-timegrid-event .cv-event, & .fc .fc-timegrid-event .cv-event-title': { whiteSpace: 'normal' },
  // A short event shows what fits of its title; the rest stays inside its block.
  '& .fc .fc-timegrid-event .fc-event-main': { overflow: 'hidden' },
  '& .fc .cv-cancelled': { opacity: 0.6 },
  '& .fc .cv-cancelled .cv-event-title, & .fc .cv-cancelled .fc-list-event-title': {
    textDecoration: 'line-through',
  },
  '& .fc .fc-list-event-title a': { color: 'fg', textDecoration: 'none' },
  '& .fc .fc-list-empty': { bg: 'bg.subtle', color: 'fg.muted' },
  '@media (max-width: 480px)': {
    '& .fc .fc-col-header-cell-cushion': { fontSize: 'xs', paddingInline: '0' },
    '& .fc .fc-daygrid-day-number': { fontSize: 'xs', padding: '1' },
    '& .fc .fc-timegrid-slot-label-cushion': { fontSize: 'xs' },
    // A phone's month cell has room for a few letters: the title says more than the time.
    '& .fc .fc-daygrid-event .cv-event-time, & .fc .fc-timegrid-event .cv-event-time': { display: 'none' },
    '& .fc .fc-timegrid-event .cv-event-title': { wordBreak: 'break-word' },
  },
};
