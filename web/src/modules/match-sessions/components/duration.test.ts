import { describe, expect, it } from 'vitest';
import { formatDuration } from './duration';

describe('formatDuration', () => {
  it('writes hours and minutes in English', () => {
    expect(formatDuration(150, 'en')).toBe('2 hours 30 minutes');
    expect(formatDuration(60, 'en')).toBe('1 hour');
    expect(formatDuration(45, 'en')).toBe('45 minutes');
  });

  it('writes hours and minutes in Vietnamese', () => {
    expect(formatDuration(150, 'vi')).toBe('2 giờ 30 phút');
    expect(formatDuration(0, 'vi')).toBe('0 phút');
  });
});
