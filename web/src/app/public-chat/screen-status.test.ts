import { describe, expect, it } from 'vitest';
import { typingLine } from './screen-status';

const t = (key: string, values: Record<string, string | number> = {}) => `${key} ${JSON.stringify(values)}`;

describe('who is typing', () => {
  it('says nothing, one name, two names, or how many', () => {
    expect(typingLine([], t)).toBe('');
    expect(typingLine(['Lan'], t)).toBe('typing.one {"name":"Lan"}');
    expect(typingLine(['Lan', 'Minh'], t)).toBe('typing.two {"first":"Lan","second":"Minh"}');
    expect(typingLine(['Lan', 'Minh', 'Hoa'], t)).toBe('typing.many {"count":3}');
  });
});
