import { describe, expect, it } from 'vitest';
import { resolveLocale } from './i18n';

describe('resolveLocale', () => {
  it.each([
    [undefined, 'en'],
    ['vi', 'vi'],
    ['vi-VN,vi;q=0.9,en-US;q=0.8', 'vi'],
    ['fr-FR,fr;q=0.9', 'en'],
    ['fr;q=1, vi;q=0.5', 'vi'],
    ['en;q=0.2, vi;q=0.8', 'vi'],
    ['vi;q=0', 'en'],
  ])('%j → %s', (header, locale) => {
    expect(resolveLocale(header)).toBe(locale);
  });
});
