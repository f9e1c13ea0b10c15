import { execFileSync } from 'node:child_process';
import { ERROR_CODES, VALIDATION_KEYS } from '@pickleball/domain';
import { describe, expect, it } from 'vitest';
import { type Catalog, loadCatalogs } from './index';

/** Flattens nested catalogs to dotted keys: "errors:auth.invalid_credentials". */
function flatten(namespace: string, catalog: Catalog, prefix = ''): Map<string, string> {
  const keys = new Map<string, string>();
  for (const [key, value] of Object.entries(catalog)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (value && typeof value === 'object')
      for (const [k, v] of flatten(namespace, value as Catalog, path)) keys.set(k, v);
    else keys.set(`${namespace}:${path}`, String(value));
  }
  return keys;
}

const catalogs = loadCatalogs();
const flat = (locale: 'en' | 'vi') =>
  new Map(
    [...Object.entries(catalogs[locale])].flatMap(([namespace, catalog]) => [...flatten(namespace, catalog)]),
  );
const en = flat('en');
const vi = flat('vi');

describe('translation catalogs', () => {
  it('have the same keys in en and vi', () => {
    expect([...vi.keys()].sort()).toEqual([...en.keys()].sort());
  });

  it('have no empty message, and Vietnamese that is not a copy of the English', () => {
    for (const [key, message] of vi) expect(message.trim(), key).not.toBe('');
    const copied = [...vi].filter(
      ([key, message]) =>
        en.get(key) === message && /[a-z]{4,}/i.test(message) && !/^(Email|ID)$/.test(message),
    );
    expect(copied).toEqual([]);
  });

  it('keep the same {{placeholders}} in both languages', () => {
    const placeholders = (message: string) =>
      [...message.matchAll(/{{\s*(\w+)\s*}}/g)].map((match) => match[1]).sort();
    for (const [key, message] of en)
      expect(placeholders(vi.get(key) ?? ''), key).toEqual(placeholders(message));
  });

  it('translate every error code and validation key', () => {
    for (const code of ERROR_CODES) expect(en.has(`errors:${code}`), code).toBe(true);
    for (const key of VALIDATION_KEYS) expect(en.has(`validation:${key}`), key).toBe(true);
  });

  it('have sorted keys (CONVENTIONS.md §8)', () => {
    for (const locale of ['en', 'vi'] as const) {
      for (const [namespace, catalog] of Object.entries(catalogs[locale])) {
        const check = (node: Catalog, path: string) => {
          const keys = Object.keys(node);
          expect(keys, `${locale}/${namespace}${path}`).toEqual([...keys].sort());
          for (const [key, value] of Object.entries(node))
            if (value && typeof value === 'object') check(value as Catalog, `${path}.${key}`);
        };
        check(catalog, '');
      }
    }
  });

  it('use every key somewhere in the code', () => {
    const code = execFileSync(
      'git',
      ['grep', '-h', '-I', '-e', "'", '--', 'server/src', 'web/src', 'domain/src'],
      {
        cwd: new URL('..', import.meta.url).pathname,
        encoding: 'utf8',
        maxBuffer: 64 * 1024 * 1024,
      },
    );
    const unused = [...en.keys()].filter((key) => {
      const [namespace, rawPath = ''] = key.split(':');
      // i18next plural forms (CONVENTIONS.md §8) are used through their base key and a count.
      const path = rawPath.replace(/_(zero|one|two|few|many|other)$/, '');
      if (namespace === 'errors' || namespace === 'validation') return false; // used through the code vocabularies above
      const leaf = path.split('.').pop() ?? path;
      return (
        !code.includes(`${namespace}:${path}`) && !code.includes(`'${path}'`) && !code.includes(`.${leaf}'`)
      );
    });
    expect(unused).toEqual([]);
  });
});
