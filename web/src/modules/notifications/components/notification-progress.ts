import type {
  DeliveryTotals,
  Notification,
  NotificationChannel,
  NotificationStatus,
} from '@pickleball/domain';

/** What a `notification.progress` event carries: a send's status and counters as deliveries complete. */
export interface NotificationProgress {
  id: number;
  status: NotificationStatus;
  totals: DeliveryTotals;
  channel_totals?: Partial<Record<NotificationChannel, DeliveryTotals>>;
}

/** The send with the event's status and counters; another send is returned as it is. */
export function applyNotificationProgress(
  notification: Notification,
  progress: NotificationProgress,
): Notification {
  if (notification.id !== progress.id) return notification;
  return {
    ...notification,
    status: progress.status,
    totals: progress.totals,
    channel_totals:
      (progress.channel_totals as Notification['channel_totals'] | undefined) ?? notification.channel_totals,
  };
}

/** The sum of a totals map (all deliveries, whatever their status). */
export function sumTotals(totals: Partial<Record<string, number>> | undefined): number {
  return Object.values(totals ?? {}).reduce<number>((sum, value) => sum + (value ?? 0), 0);
}

/** Deliveries that reached the recipient's provider: sent or delivered. */
export function countSent(totals: Partial<Record<string, number>> | undefined): number {
  return (totals?.sent ?? 0) + (totals?.delivered ?? 0);
}
