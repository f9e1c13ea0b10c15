import { loadCatalogs } from '@pickleball/locales';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { type Catalog, type Catalogs, createTranslate, type TranslateValues } from './i18n-lite';

const catalogs = loadCatalogs() as Record<'en' | 'vi', Catalogs>;

/** Every key of the catalogs as `namespace:dotted.path`, plural forms folded to their base key. */
function keysOf(namespaces: Catalogs): string[] {
  const keys = new Set<string>();
  const walk = (namespace: string, node: Catalog, prefix: string) => {
    for (const [key, value] of Object.entries(node)) {
      const path = prefix ? `${prefix}.${key}` : key;
      if (typeof value === 'string')
        keys.add(`${namespace}:${path.replace(/_(zero|one|two|few|many|other)$/, '')}`);
      else walk(namespace, value, path);
    }
  };
  for (const [namespace, catalog] of Object.entries(namespaces)) walk(namespace, catalog, '');
  return [...keys];
}

/** Values for every placeholder any message has, and a count that picks each plural form. */
const samples: TranslateValues[] = [
  {},
  { count: 1, min: 3, max: 9, seconds: 30, label: 'Vai trò' },
  { count: 5, page: 2 },
];

describe('createTranslate', () => {
  it.each(['en', 'vi'] as const)(
    'says what i18next says for every key of the %s catalogs',
    async (language) => {
      const reference = i18next.createInstance();
      await reference.init({
        resources: { en: catalogs.en, vi: catalogs.vi },
        lng: language,
        fallbackLng: 'en',
        ns: Object.keys(catalogs.en),
        defaultNS: 'common',
        interpolation: { escapeValue: false },
      });
      const translate = createTranslate(language, catalogs[language], catalogs.en, 'common');
      for (const key of keysOf(catalogs.en))
        for (const values of samples) expect(translate(key, values), key).toBe(reference.t(key, values));
    },
  );

  it('reads the default namespace, falls back to English, then to the key', () => {
    const translate = createTranslate(
      'vi',
      { common: { yes: 'Có' } },
      { common: { yes: 'Yes', no: 'No' }, auth: { title: 'Sign in' } },
      'common',
    );
    expect(translate('yes')).toBe('Có');
    expect(translate('no')).toBe('No');
    expect(translate('auth:title')).toBe('Sign in');
    expect(translate('auth:missing.key')).toBe('missing.key');
  });

  it('leaves a placeholder it has no value for', () => {
    const translate = createTranslate(
      'en',
      { common: { hello: 'Hello {{ name }}, {{other}}' } },
      {},
      'common',
    );
    expect(translate('hello', { name: 'An' })).toBe('Hello An, {{other}}');
  });
});
