import { describe, expect, it } from 'vitest';
import { normaliseHref } from './link-href';

describe('a link address as staff type it', () => {
  it.each([
    ['https://example.com/a?b=1', 'https://example.com/a?b=1'],
    ['example.com', 'https://example.com'],
    ['www.pickleball.vn/giai-dau', 'https://www.pickleball.vn/giai-dau'],
    ['help@pickleball.vn', 'mailto:help@pickleball.vn'],
    ['mailto:help@pickleball.vn', 'mailto:help@pickleball.vn'],
    ['+84 912 345 678', 'tel:+84912345678'],
    ['/privacy', '/privacy'],
    ['#contact', '#contact'],
  ])('keeps or completes %s as %s', (typed, href) => {
    expect(normaliseHref(typed)).toBe(href);
  });

  it.each([[''], ['   '], ['javascript:alert(1)'], ['data:text/html,x'], ['two words'], ['nothing']])(
    'refuses %j',
    (typed) => {
      expect(normaliseHref(typed)).toBeNull();
    },
  );
});
