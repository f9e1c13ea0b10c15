import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Catalogs } from './i18n-lite';
import { LANGUAGE_STORAGE_KEY } from './language';
import { createLiteEntry } from './lite-entry';

const english: Catalogs = { page: { title: 'Tournaments' } };
const vietnamese: Catalogs = { page: { title: 'Giải đấu' } };

/** What the entry touches of a browser: storage, <html>, the colour-scheme query. */
function stubBrowser(stored: Record<string, string>) {
  const storage = new Map(Object.entries(stored));
  const html = { lang: '', classList: new Set<string>(), style: { colorScheme: '' } };
  vi.stubGlobal('localStorage', {
    getItem: (key: string) => storage.get(key) ?? null,
    setItem: (key: string, value: string) => storage.set(key, value),
  });
  vi.stubGlobal('window', { matchMedia: () => ({ matches: true }) });
  vi.stubGlobal('document', {
    documentElement: {
      get lang() {
        return html.lang;
      },
      set lang(value: string) {
        html.lang = value;
      },
      classList: {
        add: (name: string) => html.classList.add(name),
        remove: (...names: string[]) => {
          for (const name of names) html.classList.delete(name);
        },
      },
      style: html.style,
    },
  });
  return { storage, html };
}

describe('a light entry', () => {
  beforeEach(() => vi.unstubAllGlobals());
  afterEach(() => vi.unstubAllGlobals());

  it('asks for the stored language from the start, and speaks it once its texts are in', async () => {
    const { html } = stubBrowser({ [LANGUAGE_STORAGE_KEY]: 'vi' });
    let arrive: (catalogs: Catalogs) => void = () => undefined;
    const entry = createLiteEntry({
      english,
      loadVietnamese: () => new Promise((resolve) => (arrive = resolve)),
      namespace: 'page',
    });
    const started = entry.start();
    expect(entry.current.language).toBe('vi');
    expect(entry.current.t('title')).toBe('Tournaments');
    // The device prefers dark and no choice is stored: painted before the first render.
    expect(html.classList.has('dark')).toBe(true);
    arrive(vietnamese);
    await expect(started).resolves.toBe('vi');
    expect(entry.current.t('title')).toBe('Giải đấu');
    expect(html.lang).toBe('vi');
  });

  it('follows a Vietnamese browser on a first visit, without storing a choice', async () => {
    const { storage, html } = stubBrowser({});
    vi.stubGlobal('navigator', { language: 'vi-VN', languages: ['vi-VN'] });
    const entry = createLiteEntry({ english, loadVietnamese: async () => vietnamese, namespace: 'page' });
    await expect(entry.start()).resolves.toBe('vi');
    expect(entry.current.t('title')).toBe('Giải đấu');
    expect(html.lang).toBe('vi');
    expect(storage.has(LANGUAGE_STORAGE_KEY)).toBe(false);
  });

  it('starts in English when the stored language’s texts cannot be fetched', async () => {
    const { html } = stubBrowser({ [LANGUAGE_STORAGE_KEY]: 'vi' });
    const entry = createLiteEntry({
      english,
      loadVietnamese: () => Promise.reject(new Error('offline')),
      namespace: 'page',
    });
    await expect(entry.start()).resolves.toBe('en');
    expect(entry.current.language).toBe('en');
    expect(html.lang).toBe('en');
  });

  it('stores a new language only once its texts are in, and fetches them once', async () => {
    const { storage, html } = stubBrowser({});
    const loadVietnamese = vi
      .fn<() => Promise<Catalogs>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue(vietnamese);
    const entry = createLiteEntry({ english, loadVietnamese, namespace: 'page' });
    await expect(entry.start()).resolves.toBe('en');

    await expect(entry.switchLanguage('vi')).rejects.toThrow('offline');
    expect(storage.get(LANGUAGE_STORAGE_KEY)).toBeUndefined();
    expect(entry.current.language).toBe('en');

    await entry.switchLanguage('vi');
    await entry.switchLanguage('en');
    await entry.switchLanguage('vi');
    expect(storage.get(LANGUAGE_STORAGE_KEY)).toBe('vi');
    expect(html.lang).toBe('vi');
    expect(entry.i18n('vi', () => undefined).t('title')).toBe('Giải đấu');
    expect(loadVietnamese).toHaveBeenCalledTimes(2);
  });
});
