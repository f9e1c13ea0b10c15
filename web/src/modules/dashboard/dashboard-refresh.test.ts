import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dashboardKeys } from './dashboard.keys';
import { DASHBOARD_REFRESH_MS, refreshDashboard, throttle } from './dashboard-refresh';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('throttle', () => {
  it('runs the first call at once', () => {
    const run = vi.fn();
    throttle(run, 1000)();
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('folds a burst into the first call and one trailing run at the end of the wait', () => {
    const run = vi.fn();
    const throttled = throttle(run, 1000);
    for (let rally = 0; rally < 25; rally += 1) {
      throttled();
      vi.advanceTimersByTime(30);
    }
    // 25 calls over 750 ms: the leading run only so far.
    expect(run).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(250);
    expect(run).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(5000);
    expect(run).toHaveBeenCalledTimes(2);
  });

  it('runs at most once a second while events keep coming', () => {
    const run = vi.fn();
    const throttled = throttle(run, 1000);
    for (let tick = 0; tick < 100; tick += 1) {
      throttled();
      vi.advanceTimersByTime(100);
    }
    // 10 seconds of events every 100 ms.
    expect(run.mock.calls.length).toBeGreaterThanOrEqual(10);
    expect(run.mock.calls.length).toBeLessThanOrEqual(11);
  });

  it('runs each call of a slow trickle at once', () => {
    const run = vi.fn();
    const throttled = throttle(run, 1000);
    throttled();
    vi.advanceTimersByTime(1500);
    throttled();
    expect(run).toHaveBeenCalledTimes(2);
  });

  it('tries again after the wait when the run answers "not now"', () => {
    const answers = [false, false, true];
    const run = vi.fn(() => answers.shift());
    throttle(run, 1000)();
    expect(run).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1000);
    expect(run).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(1000);
    expect(run).toHaveBeenCalledTimes(3);
    vi.advanceTimersByTime(3000);
    expect(run).toHaveBeenCalledTimes(3);
  });

  it('drops the trailing run when cancelled', () => {
    const run = vi.fn();
    const throttled = throttle(run, 1000);
    throttled();
    throttled();
    throttled.cancel();
    vi.advanceTimersByTime(2000);
    expect(run).toHaveBeenCalledTimes(1);
  });
});

describe('refreshDashboard', () => {
  it('does nothing while the dashboard was never opened', () => {
    const client = new QueryClient();
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    refreshDashboard(client);
    vi.advanceTimersByTime(DASHBOARD_REFRESH_MS * 2);
    expect(invalidate).not.toHaveBeenCalled();
  });

  it('marks the dashboard stale once for a burst of rallies, and once more at its end', () => {
    const client = new QueryClient();
    client.setQueryData(dashboardKeys.summary('Asia/Ho_Chi_Minh'), { data: {} });
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    for (let rally = 0; rally < 40; rally += 1) refreshDashboard(client);
    expect(invalidate).toHaveBeenCalledTimes(1);
    expect(invalidate).toHaveBeenCalledWith({ queryKey: dashboardKeys.all });
    expect(client.getQueryState(dashboardKeys.summary('Asia/Ho_Chi_Minh'))?.isInvalidated).toBe(true);
    vi.advanceTimersByTime(DASHBOARD_REFRESH_MS);
    expect(invalidate).toHaveBeenCalledTimes(2);
  });

  it('lets a request under way finish and asks again after it', async () => {
    const client = new QueryClient();
    let answer: (value: { data: object }) => void = () => undefined;
    const key = dashboardKeys.summary('UTC');
    void client.fetchQuery({
      queryKey: key,
      queryFn: () =>
        new Promise<{ data: object }>((resolve) => {
          answer = resolve;
        }),
    });
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    refreshDashboard(client);
    expect(invalidate).not.toHaveBeenCalled();
    answer({ data: {} });
    await vi.advanceTimersByTimeAsync(DASHBOARD_REFRESH_MS);
    expect(invalidate).toHaveBeenCalledTimes(1);
  });
});
