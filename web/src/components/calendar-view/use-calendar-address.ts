import { useCallback, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  CALENDAR_VIEWS,
  type CalendarRange,
  type CalendarViewName,
  fromDateParam,
  isCalendarViewName,
  toDateParam,
} from './calendar-view-model';

/** A phone opens on the list of the month; a laptop on the month's grid. */
function defaultView(): CalendarViewName {
  return typeof window !== 'undefined' && window.matchMedia('(max-width: 47.99em)').matches
    ? 'list'
    : 'month';
}

/**
 * A calendar page's view and date kept in its address (`?view=week&date=2026-11-23`), so that a
 * reload, the back button or a shared link shows what was shown: the view and date to open with
 * (a view the page offers, else the device's default) and `rememberRange`, for `CalendarView`'s
 * `onRangeChange`, which writes each shown range back in place of the current history entry.
 */
export function useCalendarAddress(views: readonly CalendarViewName[] = CALENDAR_VIEWS): {
  initialView: CalendarViewName;
  initialDate: Date | undefined;
  rememberRange: (range: CalendarRange) => void;
} {
  const [searchParams, setSearchParams] = useSearchParams();
  const [initial] = useState(() => {
    const view = searchParams.get('view');
    return {
      view: isCalendarViewName(view) && views.includes(view) ? view : defaultView(),
      date: fromDateParam(searchParams.get('date')) ?? undefined,
    };
  });
  const rememberRange = useCallback(
    (range: CalendarRange) =>
      setSearchParams(
        (params) => {
          const updated = new URLSearchParams(params);
          updated.set('view', range.view);
          updated.set('date', toDateParam(range.date));
          return updated;
        },
        { replace: true },
      ),
    [setSearchParams],
  );
  return { initialView: initial.view, initialDate: initial.date, rememberRange };
}
