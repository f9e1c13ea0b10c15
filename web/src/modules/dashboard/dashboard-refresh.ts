import type { QueryClient } from '@tanstack/react-query';
import { dashboardKeys } from './dashboard.keys';

/**
 * The dashboard follows realtime events of several modules (the module's .live.ts). A match being
 * scored sends an event per rally and a large notification send several a second, while the
 * dashboard is one aggregate request: it is asked again at most once per {@link DASHBOARD_REFRESH_MS}.
 * Types only from TanStack Query: this file ships with the signed-in frame's realtime wiring.
 */
export const DASHBOARD_REFRESH_MS = 1_000;

export interface Throttled {
  (): void;
  /** Drops a pending trailing call and ends the quiet period. */
  cancel(): void;
}

/**
 * Runs `run` at once, then at most once per `waitMs`: calls during the wait are folded into one
 * trailing run at its end, so the last change of a burst is never missed. `run` may answer
 * false ("not now"): it is tried again at the end of the next wait.
 */
export function throttle(run: () => unknown, waitMs: number): Throttled {
  let timer: ReturnType<typeof setTimeout> | null = null;
  let isPending = false;
  function start() {
    isPending = run() === false;
    timer = setTimeout(endWait, waitMs);
  }
  function endWait() {
    timer = null;
    if (isPending) start();
  }
  const throttled = () => {
    if (timer) isPending = true;
    else start();
  };
  throttled.cancel = () => {
    if (timer) clearTimeout(timer);
    timer = null;
    isPending = false;
  };
  return throttled;
}

/**
 * The server keeps the cards for 5 seconds and drops them at once only for changes announced by
 * its own instance: one more request this long after the last event catches a change made
 * through another instance.
 */
export const DASHBOARD_SETTLE_MS = 6_000;

const perClient = new WeakMap<QueryClient, Throttled>();
const settleTimers = new WeakMap<QueryClient, ReturnType<typeof setTimeout>>();

/**
 * Marks the dashboard stale after an event that changes one of its cards; an open dashboard is
 * fetched again (throttled), a closed one only on its next visit.
 */
export function refreshDashboard(client: QueryClient): void {
  // Nobody has opened the dashboard: nothing to mark, no timer to start.
  if (client.getQueryCache().findAll({ queryKey: dashboardKeys.all }).length === 0) return;
  let throttled = perClient.get(client);
  if (!throttled) {
    throttled = throttle(() => {
      // A request under way is let finish (cancelling it at every rally could starve a slow
      // server); what changed since it left is asked for once it is back, a wait later.
      if (client.isFetching({ queryKey: dashboardKeys.all }) > 0) return false;
      void client.invalidateQueries({ queryKey: dashboardKeys.all });
      return true;
    }, DASHBOARD_REFRESH_MS);
    perClient.set(client, throttled);
  }
  throttled();
  clearTimeout(settleTimers.get(client));
  settleTimers.set(
    client,
    setTimeout(() => void client.invalidateQueries({ queryKey: dashboardKeys.all }), DASHBOARD_SETTLE_MS),
  );
}
