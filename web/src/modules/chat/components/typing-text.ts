import type { TFunction } from 'i18next';
import { joinNames } from './system-line';

/**
 * "An is typing…", "An and Bình are typing…", "4 people are typing…": who is typing, by the
 * names known (people not loaded yet are counted, not named); '' when nobody is.
 */
export function describeTyping(names: readonly (string | null)[], t: TFunction, locale: string): string {
  if (names.length === 0) return '';
  const known = names.filter((name): name is string => Boolean(name));
  if (known.length === names.length && names.length === 1) return t('chat:typing.one', { name: known[0] });
  if (known.length === names.length && names.length <= 3)
    return t('chat:typing.several', { names: joinNames(known, locale) });
  return t('chat:typing.many', { count: names.length });
}
