import type { DeliveryTotals, Notification } from '@pickleball/domain';
import { describe, expect, it } from 'vitest';
import { applyNotificationProgress, countSent, sumTotals } from './notification-progress';

const notification = {
  id: 4,
  status: 'processing',
  totals: { queued: 10 },
  channel_totals: { email: { queued: 10 } },
} as unknown as Notification;

describe('a send’s live progress', () => {
  it('takes the status and counters of an event about the same send', () => {
    const next = applyNotificationProgress(notification, {
      id: 4,
      status: 'sent',
      totals: { sent: 9, failed: 1 } as DeliveryTotals,
      channel_totals: { email: { sent: 9, failed: 1 } as DeliveryTotals },
    });
    expect(next.status).toBe('sent');
    expect(next.totals).toEqual({ sent: 9, failed: 1 });
    expect(next.channel_totals).toEqual({ email: { sent: 9, failed: 1 } });
  });

  it('keeps the channel counters when the event has none', () => {
    const next = applyNotificationProgress(notification, {
      id: 4,
      status: 'processing',
      totals: { sent: 2 } as DeliveryTotals,
    });
    expect(next.channel_totals).toBe(notification.channel_totals);
  });

  it('leaves another send alone', () => {
    expect(
      applyNotificationProgress(notification, { id: 5, status: 'sent', totals: {} as DeliveryTotals }),
    ).toBe(notification);
  });

  it('counts sent and delivered as reached, and every status in the whole', () => {
    expect(countSent({ sent: 3, delivered: 2, failed: 1 })).toBe(5);
    expect(sumTotals({ sent: 3, delivered: 2, failed: 1, skipped: 4 })).toBe(10);
    expect(sumTotals(undefined)).toBe(0);
  });
});
