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
  it.each([
    { screen: 'a phone (one column)', width: 390, drawnPerTask: [4, 6, 8] },
    { screen: 'a tablet (three columns)', width: 800, drawnPerTask: [6, 9] },
    { screen: 'a wide desktop (four columns)', width: 1280, drawnPerTask: [8, 12, 13] },
  ])(
    'on $screen draws a screenful of cards at once, then a row per task',
    async ({ width, drawnPerTask }) => {
      screenWidth(width);
      renderAt(<ShopGrid items={products} refreshing={false} />);
      const [first, ...later] = drawnPerTask;
      expect(drawnCards()).toBe(first);
      for (const drawn of later) {
        await nextTask();
        expect(drawnCards()).toBe(drawn);
      }
    },
  );
});
