import type { Ward } from '@pickleball/domain';
import { foldPlaceName, listProvinces, type ProvinceWithWards } from './geo.data';

/**
 * "Did you mean…?" for a province or ward written by hand that matches no unit: the unit whose
 * name, folded like matchAddress folds it (no diacritics, no "Phường"/"Tỉnh" prefix), is nearest
 * by edit distance. Only a near miss is suggested: at most a third of the written name's letters
 * differ (one typo in "Ben Tanh", two in "Thao Dien" written "Thau Dein"), and a tie between two
 * units suggests neither, so the suggestion is never a guess between places.
 */

/** Levenshtein distance: the fewest single-letter insertions, deletions and substitutions. */
export function editDistance(a: string, b: string): number {
  if (a === b) return 0;
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      current[j] = Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + cost);
    }
    previous = current;
  }
  return previous[b.length] ?? 0;
}

function nearest<T extends { name: string; name_en: string }>(
  units: readonly T[],
  written: string,
): T | null {
  const folded = foldPlaceName(written);
  if (folded.length < 3) return null;
  const limit = Math.max(1, Math.floor(folded.length / 3));
  let best: T | null = null;
  let bestDistance = Number.POSITIVE_INFINITY;
  let tied = false;
  for (const unit of units) {
    const distance = Math.min(
      editDistance(folded, foldPlaceName(unit.name)),
      editDistance(folded, foldPlaceName(unit.name_en)),
    );
    if (distance < bestDistance) {
      best = unit;
      bestDistance = distance;
      tied = false;
    } else if (distance === bestDistance && unit !== best) tied = true;
  }
  return best && bestDistance <= limit && !tied ? best : null;
}

/** The province nearest to a name that matched none, or null when none is near enough. */
export function suggestProvince(written: string): ProvinceWithWards | null {
  return nearest(listProvinces(), written);
}

/** The ward of this province nearest to a name that matched none of its wards, or null. */
export function suggestWard(province: ProvinceWithWards, written: string): Ward | null {
  return nearest(province.wards, written);
}
