import { describe, expect, it } from 'vitest';
import { formatDay, formatRate } from './stats-format';

describe('the dashboard’s figures', () => {
  it('writes a statistics day in the reader’s language, whatever their time zone', () => {
    expect(formatDay('2026-11-24', 'en')).toBe('Nov 24');
    expect(formatDay('2026-11-24', 'vi')).toBe('24 thg 11');
  });

  it('writes a success rate as a percentage, or a dash before anything settled', () => {
    expect(formatRate(0.965, 'en')).toBe('96.5%');
    expect(formatRate(null, 'vi')).toBe('—');
  });
});
