import { describe, expect, it } from 'vitest';
import en from '../../../../../locales/en/calendar.json';
import vi from '../../../../../locales/vi/calendar.json';
import { capitalizeFirst, formatDate, formatLongDate } from '../../../lib/format';
import { reminderLabel } from './meeting-labels';
import { readCustomReminder } from './reminders-field';
import { zoneLabel } from './zone-label';

type Catalog = Record<string, unknown>;

/** A small stand-in for i18next over one catalog: nested keys, {{count}} and _one/_other. */
function translator(catalog: Catalog) {
  return (key: string, values: Record<string, unknown> = {}) => {
    const path = key.replace(/^calendar:/, '').split('.');
    const count = values.count;
    const last = path.pop() ?? '';
    let node: unknown = catalog;
    for (const part of path) node = (node as Catalog)[part];
    const entries = node as Catalog;
    const text =
      entries[last] ??
      (typeof count === 'number' ? entries[`${last}_${count === 1 ? 'one' : 'other'}`] : undefined);
    if (typeof text !== 'string') throw new Error(`no text for ${key}`);
    return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? ''));
  };
}

describe('the calendar’s words', () => {
  it('names Ho Chi Minh City’s zone by the city in the reader’s language, with its offset', () => {
    const at = new Date('2026-12-08T12:00:00Z');
    expect(zoneLabel(translator(vi), 'Asia/Ho_Chi_Minh', 'vi', at)).toBe('Hồ Chí Minh (GMT+7)');
    expect(zoneLabel(translator(en), 'Asia/Ho_Chi_Minh', 'en', at)).toBe('Ho Chi Minh City (GMT+7)');
    expect(zoneLabel(translator(vi), 'Asia/Kuala_Lumpur', 'vi', at)).toBe('Kuala Lumpur (GMT+8)');
  });

  it('says "at the start" and any other lead time in its largest whole unit', () => {
    const t = translator(vi);
    expect(reminderLabel(t, 0)).toBe('Khi bắt đầu');
    expect(reminderLabel(t, 15)).toBe('15 phút');
    expect(reminderLabel(t, 90)).toBe('90 phút');
    expect(reminderLabel(t, 120)).toBe('2 giờ');
    expect(reminderLabel(translator(en), 2880)).toBe('2 days');
    expect(reminderLabel(translator(en), 10_080)).toBe('1 week');
  });

  it('takes a custom reminder of whole minutes up to 4 weeks', () => {
    expect(readCustomReminder(' 90 ')).toEqual({ minutes: 90 });
    expect(readCustomReminder('0')).toEqual({ minutes: 0 });
    expect(readCustomReminder('40320')).toEqual({ minutes: 40_320 });
    expect(readCustomReminder('40321')).toEqual({ error: 'number_max' });
    expect(readCustomReminder('1,5')).toEqual({ error: 'integer' });
    expect(readCustomReminder('-5')).toEqual({ error: 'integer' });
  });

  it('writes a Vietnamese month title with a capital, and one date per length', () => {
    const month = new Intl.DateTimeFormat('vi-VN', {
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    }).format(new Date('2026-12-08T12:00:00Z'));
    expect(capitalizeFirst(month, 'vi')).toBe('Tháng 12 năm 2026');
    expect(formatDate('2026-12-08T12:00:00Z', 'vi')).toBe('8 thg 12, 2026');
    expect(formatLongDate('2026-12-08T12:00:00Z', 'vi')).toBe('8 tháng 12, 2026');
  });
});
