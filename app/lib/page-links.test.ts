import { describe, expect, it } from 'vitest';
import { pageLinks } from './page-links.ts';

describe('pageLinks', () => {
  it('shows every page of a short list', () => {
    expect(pageLinks(1, 1)).toEqual([1]);
    expect(pageLinks(2, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(pageLinks(1, 7)).toEqual([1, 2, 3, 'gap', 7]);
  });

  it('shows the first, the last and two around the current page of a long list', () => {
    expect(pageLinks(50, 2500)).toEqual([1, 'gap', 48, 49, 50, 51, 52, 'gap', 2500]);
    expect(pageLinks(2500, 2500)).toEqual([1, 'gap', 2498, 2499, 2500]);
    expect(pageLinks(4, 2500)).toEqual([1, 2, 3, 4, 5, 6, 'gap', 2500]);
    expect(pageLinks(5, 2500)).toEqual([1, 2, 3, 4, 5, 6, 7, 'gap', 2500]);
    expect(pageLinks(6, 2500)).toEqual([1, 'gap', 4, 5, 6, 7, 8, 'gap', 2500]);
  });
});
