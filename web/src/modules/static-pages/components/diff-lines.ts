import type { StaticPageDiff } from '@pickleball/domain';

export type DiffLine = StaticPageDiff['lines'][number];

/** A run of lines to show, or a run of unchanged lines folded away (shown on request). */
export type DiffBlock =
  | { kind: 'shown'; start: number; lines: DiffLine[] }
  | { kind: 'folded'; start: number; lines: DiffLine[] };

/**
 * Folds the unchanged lines far from any change, so a long page's diff shows its changes with
 * `context` lines around each. A fold shorter than `minFold` lines is not worth a button and stays
 * shown. Every line lands in exactly one block, in order (`start` is its first line's index).
 */
export function foldDiff(lines: readonly DiffLine[], context = 2, minFold = 4): DiffBlock[] {
  const near = lines.map(() => false);
  lines.forEach((line, index) => {
    if (line.kind === 'same') return;
    for (let at = Math.max(0, index - context); at <= Math.min(lines.length - 1, index + context); at++)
      near[at] = true;
  });
  const blocks: DiffBlock[] = [];
  let index = 0;
  while (index < lines.length) {
    const start = index;
    const shown = near[index] === true;
    while (index < lines.length && (near[index] === true) === shown) index++;
    const run = lines.slice(start, index);
    const kind = shown || run.length < minFold ? 'shown' : 'folded';
    const last = blocks[blocks.length - 1];
    if (kind === 'shown' && last?.kind === 'shown') last.lines.push(...run);
    else blocks.push({ kind, start, lines: run });
  }
  return blocks;
}

/** The sign in front of a line, so a change reads without colour: + added, − removed. */
export function diffSign(kind: DiffLine['kind']): string {
  if (kind === 'added') return '+';
  if (kind === 'removed') return '−';
  return ' ';
}

/** Whether the two sides are the same text: nothing added, nothing removed. */
export function isSameText(diff: Pick<StaticPageDiff, 'added' | 'removed'>): boolean {
  return diff.added === 0 && diff.removed === 0;
}
