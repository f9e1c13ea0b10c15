import { describe, expect, it } from 'vitest';
import en from '../../../../../locales/en/dashboard.json';
import vi from '../../../../../locales/vi/dashboard.json';
import { formatTimeAgo, parseDay } from './relative-time';

const now = new Date('2026-11-24T12:00:00.000Z');
const ago = (seconds: number) => new Date(now.getTime() - seconds * 1000).toISOString();

describe('how long ago, in the user’s language', () => {
  it('reads in the largest natural unit', () => {
    expect(formatTimeAgo(ago(20), 'en', en.just_now, now)).toBe('just now');
    expect(formatTimeAgo(ago(5 * 60), 'en', en.just_now, now)).toBe('5 minutes ago');
    expect(formatTimeAgo(ago(3 * 3600), 'en', en.just_now, now)).toBe('3 hours ago');
    expect(formatTimeAgo(ago(86_400), 'en', en.just_now, now)).toBe('yesterday');
    expect(formatTimeAgo(ago(9 * 86_400), 'en', en.just_now, now)).toBe('9 days ago');
    expect(formatTimeAgo(ago(90 * 86_400), 'en', en.just_now, now)).toBe('3 months ago');
  });

  it('writes Vietnamese, "vừa xong" under a minute (never "bây giờ" or "phút này")', () => {
    expect(formatTimeAgo(ago(20), 'vi', vi.just_now, now)).toBe('vừa xong');
    expect(formatTimeAgo(ago(9 * 86_400), 'vi', vi.just_now, now)).toBe('9 ngày trước');
    expect(formatTimeAgo(ago(86_400), 'vi', vi.just_now, now)).toBe('Hôm qua');
  });

  it('never says "in 2 minutes" when the browser’s clock is behind the server’s', () => {
    expect(formatTimeAgo(new Date(now.getTime() + 120_000).toISOString(), 'en', en.just_now, now)).toBe(
      'just now',
    );
  });

  it('gives nothing for a date it cannot read', () => {
    expect(formatTimeAgo('not a date', 'en', en.just_now, now)).toBe('');
  });
});

describe('a day of the API', () => {
  it('stays that day in the browser’s zone', () => {
    const day = parseDay('2026-11-03');
    expect([day?.getFullYear(), day?.getMonth(), day?.getDate()]).toEqual([2026, 10, 3]);
    expect(parseDay('3 Nov')).toBeNull();
  });
});
