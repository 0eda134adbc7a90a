import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import { renderAt } from '../../test/render.js';
import { makeProduct } from '../cart/cart-test-data.js';
import { ShopGrid } from './ShopGrid.js';

const products = Array.from({ length: 13 }, (_, index) =>
  makeProduct({ id: `5def6cf3-ee9c-4e2b-bef6-${String(index).padStart(12, '0')}`, name: `Yam ${index}` }),
);

const drawnCards = () => screen.queryAllByRole('article').length;
const nextTask = () => act(() => vi.advanceTimersToNextTimer());

/** A screen `width` px wide, as the grid's media queries see it. */
function screenWidth(width: number) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: width >= Number(/min-width: (\d+)px/.exec(query)?.[1] ?? Infinity),
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
  }));
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('the shop grid', () => {
  it('on a phone (one column) draws four cards at once, then two per task', async () => {
    screenWidth(390);
    renderAt(<ShopGrid items={products} refreshing={false} />);
    expect(drawnCards()).toBe(4);
    await nextTask();
    expect(drawnCards()).toBe(6);
    await nextTask();
    expect(drawnCards()).toBe(8);
  });

  it('on a wide desktop (four columns) draws two rows at once, then a row per task', async () => {
    screenWidth(1280);
    renderAt(<ShopGrid items={products} refreshing={false} />);
    expect(drawnCards()).toBe(8);
    await nextTask();
    expect(drawnCards()).toBe(12);
    await nextTask();
    expect(drawnCards()).toBe(13);
  });

  it('on a tablet (three columns) draws two rows at once, then a row per task', async () => {
    screenWidth(800);
    renderAt(<ShopGrid items={products} refreshing={false} />);
    expect(drawnCards()).toBe(6);
    await nextTask();
    expect(drawnCards()).toBe(9);
  });
});
