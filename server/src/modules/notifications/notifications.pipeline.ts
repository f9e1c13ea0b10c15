import type { Locale } from '@pickleball/locales';
import type { Db } from '../../db/database';
import type { AppServices } from '../../platform/context';
import { type RenderedNotification, renderForLocale } from './notifications.rendering';
import type { findNotificationRow } from './notifications.repository';

export type NotificationRow = Awaited<ReturnType<typeof findNotificationRow>>;

/** Renders per language once per job: every recipient reading that language gets the same text. */
export class RenderCache {
  private readonly cache = new Map<string, Promise<RenderedNotification>>();
  constructor(
    private readonly db: Db,
    private readonly services: AppServices,
    private readonly row: NonNullable<NotificationRow>,
  ) {}
  get(locale: Locale): Promise<RenderedNotification> {
    let rendered = this.cache.get(locale);
    if (!rendered) {
      rendered = renderForLocale(this.db, this.services, this.row, locale);
      this.cache.set(locale, rendered);
    }
    return rendered;
  }
}

export const localeOf = (value: string | null | undefined): Locale => (value === 'vi' ? 'vi' : 'en');
