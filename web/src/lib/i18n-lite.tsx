import { formatMessageValue } from '@pickleball/domain/common/message-values';
import { createContext, type ReactNode, useContext, useMemo } from 'react';
import type { Language } from './language';

/**
 * A small translation lookup over the same locales/<lng>/*.json catalogs, for the sign-in pages,
 * which load before (and without) the full app's i18next: `ns:dotted.key` or a key of the default
 * namespace, `{{name}}` values, `_one`/`_other` plurals by `count`, English as the fallback and the
 * key (without its namespace) when no catalog has it — what the app's i18next does with them.
 */
export interface Catalog {
  [key: string]: string | Catalog;
}
/** Namespace → messages. */
export type Catalogs = Record<string, Catalog>;
export type TranslateValues = Record<string, string | number>;
export type Translate = (key: string, values?: TranslateValues) => string;

function lookup(catalogs: Catalogs, namespace: string, path: string): string | undefined {
  let node: string | Catalog | undefined = catalogs[namespace];
  for (const part of path.split('.')) {
    if (node === undefined || typeof node === 'string') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

function interpolate(message: string, values: TranslateValues | undefined, language: string): string {
  if (!values) return message;
  return message.replace(/{{\s*(\w+)\s*}}/g, (whole, name: string) =>
    name in values ? String(formatMessageValue(values[name], name, language)) : whole,
  );
}

export function createTranslate(
  language: Language,
  catalogs: Catalogs,
  fallback: Catalogs,
  defaultNamespace: string,
): Translate {
  const plurals = new Intl.PluralRules(language);
  return (key, values) => {
    const separator = key.indexOf(':');
    const namespace = separator > 0 ? key.slice(0, separator) : defaultNamespace;
    const path = separator > 0 ? key.slice(separator + 1) : key;
    const candidates =
      typeof values?.count === 'number'
        ? [`${path}_${plurals.select(values.count)}`, `${path}_other`, path]
        : [path];
    for (const source of [catalogs, fallback])
      for (const candidate of candidates) {
        const message = lookup(source, namespace, candidate);
        if (message !== undefined) return interpolate(message, values, language);
      }
    return path;
  };
}

export interface LiteI18n {
  language: Language;
  /** Translates with `common` as the default namespace. */
  t: Translate;
  changeLanguage(language: Language): void;
}

const LiteI18nContext = createContext<LiteI18n | null>(null);

export function LiteI18nProvider({ value, children }: { value: LiteI18n; children: ReactNode }) {
  return <LiteI18nContext.Provider value={value}>{children}</LiteI18nContext.Provider>;
}

/** Like react-i18next's `useTranslation(namespace)`: `t` reads `namespace` unless a key names its own. */
export function useLiteTranslation(namespace: string): LiteI18n {
  const i18n = useContext(LiteI18nContext);
  if (!i18n) throw new Error('useLiteTranslation needs a LiteI18nProvider');
  return useMemo(
    () => ({
      ...i18n,
      t: (key: string, values?: TranslateValues) =>
        i18n.t(key.includes(':') ? key : `${namespace}:${key}`, values),
    }),
    [i18n, namespace],
  );
}
