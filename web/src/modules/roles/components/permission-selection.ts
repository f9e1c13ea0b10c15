import { foldForSearch } from '@pickleball/domain';

/** The state of a group's "select all" box: every, none or some of its permissions chosen. */
export type GroupSelection = boolean | 'indeterminate';

export function groupSelection(groupNames: readonly string[], selected: ReadonlySet<string>): GroupSelection {
  const count = groupNames.filter((name) => selected.has(name)).length;
  if (count === 0) return false;
  return count === groupNames.length ? true : 'indeterminate';
}

/**
 * Adds or removes a whole group (or every permission) from the selection, keeping the order in
 * which the names were chosen and the names outside the group untouched.
 */
export function setGroupSelected(
  selected: readonly string[],
  groupNames: readonly string[],
  isSelected: boolean,
): string[] {
  if (!isSelected) {
    const removing = new Set(groupNames);
    return selected.filter((name) => !removing.has(name));
  }
  const present = new Set(selected);
  return [...selected, ...groupNames.filter((name) => !present.has(name))];
}

/** True when a permission matches a search over its name, its label and its group's label. */
export function matchesPermission(search: string, ...texts: readonly string[]): boolean {
  const needle = foldForSearch(search);
  return needle === '' || texts.some((text) => foldForSearch(text).includes(needle));
}
