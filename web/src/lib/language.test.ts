import { afterEach, describe, expect, it, vi } from 'vitest';
import { detectLanguage, LANGUAGE_STORAGE_KEY, matchLanguageTag, readPreferredLanguage } from './language';

describe('the language detector', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('maps a browser language tag to one of ours', () => {
    expect(matchLanguageTag('vi')).toBe('vi');
    expect(matchLanguageTag('vi-VN')).toBe('vi');
    expect(matchLanguageTag('en-GB')).toBe('en');
    expect(matchLanguageTag('EN_us')).toBe('en');
    expect(matchLanguageTag('fr-FR')).toBeNull();
    expect(matchLanguageTag('video')).toBeNull();
  });

  it('follows a Vietnamese browser on a first visit', () => {
    expect(detectLanguage(null, ['vi-VN', 'vi', 'en-US'])).toBe('vi');
    expect(detectLanguage(null, ['vi'])).toBe('vi');
  });

  it('takes the first of the browser’s languages that is one of ours', () => {
    expect(detectLanguage(null, ['fr-FR', 'vi-VN', 'en'])).toBe('vi');
    expect(detectLanguage(null, ['de', 'en-AU'])).toBe('en');
  });

  it('falls back to English when no browser language is one of ours', () => {
    expect(detectLanguage(null, ['fr-FR', 'ja'])).toBe('en');
    expect(detectLanguage(null, [])).toBe('en');
    expect(detectLanguage('klingon', ['de'])).toBe('en');
  });

  it('lets the stored choice win over the browser', () => {
    expect(detectLanguage('en', ['vi-VN'])).toBe('en');
    expect(detectLanguage('vi', ['en-US'])).toBe('vi');
  });

  it('reads storage and the browser’s preferred languages', () => {
    const storage = new Map<string, string>();
    vi.stubGlobal('localStorage', {
      getItem: (key: string) => storage.get(key) ?? null,
      setItem: (key: string, value: string) => storage.set(key, value),
    });
    vi.stubGlobal('navigator', { language: 'vi-VN', languages: ['vi-VN', 'en-US'] });
    expect(readPreferredLanguage()).toBe('vi');
    storage.set(LANGUAGE_STORAGE_KEY, 'en');
    expect(readPreferredLanguage()).toBe('en');
  });

  it('reads the browser’s language where storage is refused and nothing was chosen', () => {
    vi.stubGlobal('localStorage', {
      getItem: () => {
        throw new Error('SecurityError');
      },
    });
    vi.stubGlobal('navigator', { language: 'vi' });
    expect(readPreferredLanguage()).toBe('vi');
  });
});
