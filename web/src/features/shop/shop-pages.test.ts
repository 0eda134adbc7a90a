import { describe, expect, it } from 'vitest';
import { pageLinks } from './shop-pages.js';

describe('the shop’s page links', () => {
  it('lists every page up to seven', () => {
    expect(pageLinks(1, 1)).toEqual([1]);
    expect(pageLinks(2, 3)).toEqual([1, 2, 3]);
    expect(pageLinks(7, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('keeps the first, the last and the current page with its neighbours, with gaps between', () => {
    expect(pageLinks(1, 10)).toEqual([1, 2, 3, 4, 'gap', 10]);
    expect(pageLinks(4, 10)).toEqual([1, 2, 3, 4, 5, 'gap', 10]);
    expect(pageLinks(5, 10)).toEqual([1, 'gap', 4, 5, 6, 'gap', 10]);
    expect(pageLinks(7, 10)).toEqual([1, 'gap', 6, 7, 8, 9, 10]);
    expect(pageLinks(10, 10)).toEqual([1, 'gap', 7, 8, 9, 10]);
  });

  it('shows a single left-out page rather than a gap for it', () => {
    expect(pageLinks(5, 8)).toEqual([1, 'gap', 4, 5, 6, 7, 8]);
    expect(pageLinks(4, 8)).toEqual([1, 2, 3, 4, 5, 'gap', 8]);
  });
});
