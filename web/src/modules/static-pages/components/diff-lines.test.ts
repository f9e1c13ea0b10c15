import { describe, expect, it } from 'vitest';
import { type DiffLine, diffSign, foldDiff, isSameText } from './diff-lines';

const same = (count: number, from = 1): DiffLine[] =>
  Array.from({ length: count }, (_, index) => ({ kind: 'same', text: `line ${from + index}` }));

describe('folding a diff around its changes', () => {
  it('keeps two lines of context around a change and folds the long unchanged runs', () => {
    const lines = [
      ...same(10),
      { kind: 'removed', text: 'old' },
      { kind: 'added', text: 'new' },
      ...same(10, 11),
    ] as DiffLine[];
    const blocks = foldDiff(lines);
    expect(blocks.map((block) => [block.kind, block.start, block.lines.length])).toEqual([
      ['folded', 0, 8],
      ['shown', 8, 6],
      ['folded', 14, 8],
    ]);
    expect(blocks[1]?.lines.map((line) => line.text)).toEqual([
      'line 9',
      'line 10',
      'old',
      'new',
      'line 11',
      'line 12',
    ]);
  });

  it('shows a short unchanged run between two changes rather than a button for it', () => {
    const lines = [{ kind: 'added', text: 'a' }, ...same(6), { kind: 'added', text: 'b' }] as DiffLine[];
    expect(foldDiff(lines).map((block) => [block.kind, block.lines.length])).toEqual([['shown', 8]]);
  });

  it('puts every line in exactly one block, in order', () => {
    const lines = [
      ...same(30),
      { kind: 'added', text: 'x' },
      ...same(3, 31),
      { kind: 'removed', text: 'y' },
    ] as DiffLine[];
    const flattened = foldDiff(lines).flatMap((block) => block.lines);
    expect(flattened).toEqual(lines);
  });

  it('folds a page with no change at all into one block, and leaves an empty diff empty', () => {
    expect(foldDiff(same(12)).map((block) => block.kind)).toEqual(['folded']);
    expect(foldDiff([])).toEqual([]);
  });
});

describe('reading a diff without colour', () => {
  it('marks added lines with + and removed lines with −', () => {
    expect(diffSign('added')).toBe('+');
    expect(diffSign('removed')).toBe('−');
    expect(diffSign('same')).toBe(' ');
  });

  it('tells when the two sides have the same text', () => {
    expect(isSameText({ added: 0, removed: 0 })).toBe(true);
    expect(isSameText({ added: 1, removed: 0 })).toBe(false);
  });
});
