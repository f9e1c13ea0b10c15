import type { StaticPageVersion } from '@pickleball/domain';

/** One side of a comparison: a published version's number, or the draft. */
export type VersionSide = number | 'draft';

export interface Comparison {
  from: number;
  to: VersionSide;
}

/**
 * What the versions section compares first: the live version with the draft when the draft has
 * changes the public has not seen, else the two newest versions; null when there is nothing to
 * compare (no version, or one version and no draft changes). `versions` are newest first.
 */
export function defaultComparison(
  versions: readonly Pick<StaticPageVersion, 'version'>[],
  hasUnpublishedChanges: boolean,
): Comparison | null {
  const [newest, previous] = versions;
  if (!newest) return null;
  if (hasUnpublishedChanges) return { from: newest.version, to: 'draft' };
  if (!previous) return null;
  return { from: previous.version, to: newest.version };
}

/** A side as the compare select holds it ('draft' or the number as text), and back. */
export function sideToValue(side: VersionSide): string {
  return String(side);
}

export function valueToSide(value: string): VersionSide | null {
  if (value === 'draft') return 'draft';
  const version = Number(value);
  return Number.isInteger(version) && version > 0 ? version : null;
}
