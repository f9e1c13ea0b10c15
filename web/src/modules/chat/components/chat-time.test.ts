import { describe, expect, it } from 'vitest';
import en from '../../../../../locales/en/chat.json';
import vi from '../../../../../locales/vi/chat.json';
import { formatDayLabel, formatListTime } from './chat-time';

const now = new Date(2026, 4, 15, 15, 0);
const before = (ms: number) => new Date(now.getTime() - ms).toISOString();

describe('times in the conversation list', () => {
  it('says "just now" in the catalog’s words ("vừa xong", never "bây giờ"), then minutes ago within the hour', () => {
    expect(formatListTime(before(10_000), 'en', en.list.just_now, now)).toBe('just now');
    expect(formatListTime(before(10_000), 'vi', vi.list.just_now, now)).toBe('vừa xong');
    expect(formatListTime(before(5 * 60_000), 'en', '', now)).toBe('5 min. ago');
    expect(formatListTime(before(5 * 60_000), 'vi', '', now)).toBe('5 phút trước');
  });

  it('gives the time today, "yesterday" the day before, then a weekday, then the date', () => {
    expect(formatListTime(new Date(2026, 4, 15, 9, 5).toISOString(), 'vi', '', now)).toBe('09:05');
    expect(formatListTime(new Date(2026, 4, 14, 23, 0).toISOString(), 'en', '', now)).toBe('yesterday');
    expect(formatListTime(new Date(2026, 4, 14, 23, 0).toISOString(), 'vi', '', now)).toBe('hôm qua');
    expect(formatListTime(new Date(2026, 4, 12, 9, 0).toISOString(), 'en', '', now)).toBe('Tue');
    expect(formatListTime(new Date(2026, 3, 2, 9, 0).toISOString(), 'vi', '', now)).toBe('2/4/26');
  });

  it('labels day separators "Today", "Yesterday", else with the full date', () => {
    expect(formatDayLabel(new Date(2026, 4, 15, 8).toISOString(), 'en', now)).toBe('Today');
    expect(formatDayLabel(new Date(2026, 4, 14, 8).toISOString(), 'vi', now)).toBe('Hôm qua');
    expect(formatDayLabel(new Date(2026, 4, 1, 8).toISOString(), 'en', now)).toBe('Friday, May 1, 2026');
  });
});
