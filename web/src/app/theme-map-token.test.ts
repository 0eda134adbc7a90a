import { afterEach, describe, expect, it } from 'vitest';
import defaultAlgorithm from 'antd/es/theme/themes/default/index.js';
import defaultSeed from 'antd/es/theme/themes/seed.js';
import {
  lastDerivedMapToken,
  mapTokenElement,
  themeAlgorithm,
  type DerivedMapToken,
} from './theme-map-token.js';

const seed = { ...defaultSeed, colorPrimary: '#2e7d32', borderRadius: 10 };

/** A page as the prerender writes it: the element with what was derived from `kept.seed`. */
function pageCarrying(kept: DerivedMapToken) {
  document.body.insertAdjacentHTML('beforeend', mapTokenElement(kept));
}

describe('themeAlgorithm', () => {
  afterEach(() => document.body.replaceChildren());

  it('derives the map tokens as antd does on a page that carries none, and keeps them for the prerender', () => {
    const map = themeAlgorithm(seed);
    expect(map).toStrictEqual(defaultAlgorithm(seed));
    expect(lastDerivedMapToken()).toEqual({ seed: JSON.stringify(seed), map });
  });

  it("reads them from a prerendered page that carries the same seed's", () => {
    const kept = { ...defaultAlgorithm(seed), colorPrimaryHover: '#kept' };
    pageCarrying({ seed: JSON.stringify(seed), map: kept });
    expect(themeAlgorithm(seed)).toEqual(kept);
  });

  it("derives them again on a page carrying another seed's (a changed theme)", () => {
    pageCarrying({
      seed: JSON.stringify({ ...seed, colorPrimary: '#000000' }),
      map: { colorPrimaryHover: '#kept' } as never,
    });
    expect(themeAlgorithm(seed)).toStrictEqual(defaultAlgorithm(seed));
  });

  it('keeps every map token through the JSON the page carries them in', () => {
    const map = defaultAlgorithm(seed);
    expect(JSON.parse(JSON.stringify(map))).toStrictEqual(map);
  });

  it('writes JSON that cannot end its script element early', () => {
    const element = mapTokenElement({ seed: '{}', map: { fontFamily: '</script><b>' } as never });
    expect(element.match(/<\/script>/g)).toHaveLength(1);
    document.body.insertAdjacentHTML('beforeend', element);
    expect(document.querySelector('b')).toBeNull();
  });
});
