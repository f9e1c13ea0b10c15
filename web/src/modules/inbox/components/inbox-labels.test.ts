import type { InboxItem } from '@pickleball/domain';
import { describe, expect, it } from 'vitest';
import { inboxItemExternalLink, inboxItemLink, sentNotificationText } from './inbox-labels';

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
