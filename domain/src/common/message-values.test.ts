import { describe, expect, it } from 'vitest';
import { formatMessageValue } from './message-values';

describe('numbers in messages', () => {
  it('reads as numbers of the language, identifiers as they are', () => {
    expect(formatMessageValue(1250, 'count', 'vi')).toBe('1.250');
    expect(formatMessageValue(1250, 'count', 'en')).toBe('1,250');
    expect(formatMessageValue(3.5, 'rating', 'vi')).toBe('3,5');
    expect(formatMessageValue(1250, 'id', 'vi')).toBe(1250);
    expect(formatMessageValue('Sân 1250', 'name', 'vi')).toBe('Sân 1250');
  });
});
