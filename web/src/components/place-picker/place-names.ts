import { foldForSearch } from '@pickleball/domain/common/text';
import { compareNames } from '../../lib/format';

/** A province or a ward as the API names it: Vietnamese with its unit ("Phường Bến Thành"), and English. */
export interface NamedPlace {
  code: string;
  name: string;
  name_en: string;
}

/** One choice of a place picker, ready to show and to search. */
export interface PlaceOption {
  value: string;
  label: string;
  /** Both names folded (no diacritics, đ → d, lower case), so "ben thanh" finds "Bến Thành". */
  searchText: string;
}

/** The unit words a Vietnamese name starts with; a list sorts on the name after them. */
const VIETNAMESE_UNIT_PREFIX = /^(Thành phố|Tỉnh|Phường|Xã|Đặc khu)\s+/u;

/** The name a reader of `language` knows the place by. */
export function placeName(place: NamedPlace, language: string): string {
  return language === 'vi' ? place.name : place.name_en || place.name;
}

/** "Phường Bến Thành" → "Bến Thành": Vietnamese readers look a ward up by its own name. */
export function placeSortKey(place: NamedPlace, language: string): string {
  return language === 'vi' ? place.name.replace(VIETNAMESE_UNIT_PREFIX, '') : placeName(place, language);
}

/**
 * The places as choices in `language`: named in it, sorted with its collation (Vietnamese order:
 * a ă â b c d đ e ê …) on the name without its unit word, the unit breaking ties.
 */
export function toPlaceOptions(places: readonly NamedPlace[], language: string): PlaceOption[] {
  return places
    .map((place) => ({ place, key: placeSortKey(place, language), label: placeName(place, language) }))
    .sort((a, b) => compareNames(a.key, b.key, language) || compareNames(a.label, b.label, language))
    .map(({ place, label }) => ({
      value: place.code,
      label,
      searchText: foldForSearch(`${place.name} ${place.name_en}`),
    }));
}

/** The choices whose names contain what was typed, ignoring case and diacritics. */
export function filterPlaceOptions(options: readonly PlaceOption[], query: string): readonly PlaceOption[] {
  const folded = foldForSearch(query);
  if (!folded) return options;
  return options.filter((option) => option.searchText.includes(folded));
}
