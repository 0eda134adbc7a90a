import { describe, expect, it } from 'vitest';
import { listItems } from './list-items.js';

describe('the rows of a list answer', () => {
  it('reads a bare array and an { items } wrapper', () => {
    expect(listItems([1, 2])).toEqual([1, 2]);
    expect(listItems({ items: [3] })).toEqual([3]);
  });

  it('is empty when there is nothing', () => {
    expect(listItems(null)).toEqual([]);
    expect(listItems({})).toEqual([]);
  });
});
