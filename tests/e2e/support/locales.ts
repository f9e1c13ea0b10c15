import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT_DIR } from '../../load/lib/app-server';

/**
 * The app's own strings (locales/<lang>/<namespace>.json), so the specs find controls by what a
 * user reads in either language and a renamed string is changed in one place.
 */
export type Language = 'en' | 'vi';

const cache = new Map<string, Record<string, unknown>>();

function namespace(language: Language, ns: string): Record<string, unknown> {
  const file = join(ROOT_DIR, 'locales', language, `${ns}.json`);
  let loaded = cache.get(file);
  if (!loaded) {
    loaded = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
    cache.set(file, loaded);
  }
  return loaded;
}

/** `t('vi', 'layout:nav.users')` → "Người dùng"; `{{name}}` placeholders are filled from `values`. */
export function t(language: Language, key: string, values: Record<string, string | number> = {}): string {
  const [ns, path] = key.includes(':') ? (key.split(':', 2) as [string, string]) : ['common', key];
  let node: unknown = namespace(language, ns);
  for (const part of path.split('.')) {
    node = typeof node === 'object' && node !== null ? (node as Record<string, unknown>)[part] : undefined;
  }
  if (typeof node !== 'string') throw new Error(`no string ${key} in locales/${language}`);
  return node.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}

/** A translated string with `{{placeholders}}` as a RegExp matching any value in their place. */
export function pattern(language: Language, key: string): RegExp {
  const text = t(language, key);
  const escaped = text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\\\{\\\{\s*\w+\s*\\\}\\\}/g, '.+');
  return new RegExp(`^${escaped}$`);
}
