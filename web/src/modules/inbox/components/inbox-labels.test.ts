import type { InboxItem } from '@pickleball/domain';
import { describe, expect, it } from 'vitest';
import vi from '../../../../../locales/vi/inbox.json';
import {
  formatRelativeTime,
  inboxItemExternalLink,
  inboxItemLink,
  sentNotificationText,
} from './inbox-labels';

const sent = (data: Record<string, unknown>) =>
  ({
    id: 1,
    type: 'notification',
    data,
    read_at: null,
    created_at: '2026-11-24T10:00:00Z',
  }) as unknown as InboxItem;

describe('a sent notification in the bell', () => {
  it('shows its subject, its content on one line and its category', () => {
    expect(
      sentNotificationText(
        sent({ subject: 'Giải mở rộng', content: 'Đăng ký\n  trước thứ Sáu', category: 'tournament' }),
      ),
    ).toEqual({ subject: 'Giải mở rộng', content: 'Đăng ký trước thứ Sáu', category: 'tournament' });
  });

  it('drops a category it does not know', () => {
    expect(sentNotificationText(sent({ subject: 'A', category: 'weather' }))?.category).toBeNull();
  });

  it('opens a path inside the app, and an https address apart', () => {
    expect(inboxItemLink(sent({ link: '/matches/12' }), false)).toBe('/matches/12');
    expect(inboxItemExternalLink(sent({ link: '/matches/12' }))).toBeNull();
    expect(inboxItemExternalLink(sent({ link: 'https://example.com/news' }))).toBe(
      'https://example.com/news',
    );
    expect(inboxItemLink(sent({ link: '//evil.example' }), false)).toBe('/dashboard');
  });
});

describe('when a notification came, in the reader language', () => {
  const now = Date.parse('2026-11-24T12:00:00Z');
  it('says "vừa xong" under a minute in Vietnamese, never "phút này"', () => {
    expect(formatRelativeTime('2026-11-24T11:59:40Z', 'vi', vi.just_now, now)).toBe('vừa xong');
    expect(formatRelativeTime('2026-11-24T11:55:00Z', 'vi', vi.just_now, now)).toBe('5 phút trước');
    expect(formatRelativeTime('2026-11-24T11:59:40Z', 'en', 'just now', now)).toBe('just now');
  });
});
