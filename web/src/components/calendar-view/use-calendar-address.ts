import { useCallback, useEffect, useRef, useState } from 'react';
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
 * FullCalendar reports its first range while it mounts, before the page's effects have run, when
 * react-router ignores a navigation (and warns "You should call navigate() in a React.useEffect()"):
 * the range is kept in state and written to the address from an effect.
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
  const [shown, setShown] = useState<CalendarRange | null>(null);
  // The latest setter, so the write below runs once per range, not again after its own navigation.
  const setParamsRef = useRef(setSearchParams);
  setParamsRef.current = setSearchParams;
  useEffect(() => {
    if (!shown) return;
    const view = shown.view;
    const date = toDateParam(shown.date);
    setParamsRef.current(
      (params) => {
        if (params.get('view') === view && params.get('date') === date) return params;
        const updated = new URLSearchParams(params);
        updated.set('view', view);
        updated.set('date', date);
        return updated;
      },
      { replace: true },
    );
  }, [shown]);
  const rememberRange = useCallback((range: CalendarRange) => setShown(range), []);
  return { initialView: initial.view, initialDate: initial.date, rememberRange };
}
