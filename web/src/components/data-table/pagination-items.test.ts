import { describe, expect, it } from 'vitest';
import { buildPageItems } from './pagination-items';

describe('buildPageItems', () => {
  it('shows the first, last and neighbouring pages with gaps between', () => {
    expect(buildPageItems(6, 20)).toEqual([1, 'gap', 5, 6, 7, 'gap', 20]);
  });

  it('shows a single skipped page instead of a gap', () => {
    expect(buildPageItems(4, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('keeps the current page in range and shows one page for an empty list', () => {
    expect(buildPageItems(1, 1)).toEqual([1]);
    expect(buildPageItems(1, 0)).toEqual([1]);
    expect(buildPageItems(99, 5)).toEqual([1, 'gap', 4, 5]);
  });

  it('claims no last page when the total is an estimate', () => {
    expect(buildPageItems(6, 2000, 1, true)).toEqual([1, 'gap', 5, 6, 7, 'gap']);
    expect(buildPageItems(1, 2000, 1, true)).toEqual([1, 2, 'gap']);
    // Past the estimated end (the estimate was low): still the neighbours, and nothing claimed after.
    expect(buildPageItems(2001, 2000, 1, true)).toEqual([1, 'gap', 2000, 2001]);
  });
});
