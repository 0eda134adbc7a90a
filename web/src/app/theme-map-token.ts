import type { MappingAlgorithm } from 'antd';
import defaultAlgorithm from 'antd/es/theme/themes/default/index.js';

type SeedToken = Parameters<MappingAlgorithm>[0];
type MapToken = ReturnType<MappingAlgorithm>;

/** The element a prerendered page carries the theme's map tokens in (web/prerender.config.ts). */
export const THEME_MAP_TOKEN_ELEMENT_ID = 'ihe-theme-map-token';

/** The map tokens derived from a seed, the seed as JSON beside them. */
export interface DerivedMapToken {
  seed: string;
  map: MapToken;
}

let lastDerived: DerivedMapToken | undefined;

/**
 * antd's default algorithm (the theme's colour palettes, sizes and fonts from its seed tokens), answered
 * from the page when the prerender wrote down what it derived from the same seed: deriving them is ~6 ms
 * of the app's first theme task on a fast machine, four times that on a phone (issue 14). A page without
 * them (the app's shell) or with another seed (a changed theme, an older page) has them derived here.
 */
export const themeAlgorithm: MappingAlgorithm = (seed) => {
  const seedJson = JSON.stringify(seed);
  const prerendered = prerenderedMapToken();
  if (prerendered?.seed === seedJson) return { ...prerendered.map };
  const map = defaultAlgorithm(seed as SeedToken);
  lastDerived = { seed: seedJson, map };
  return map;
};

/** What the algorithm last derived itself: the prerender writes it into the page it drew with it. */
export function lastDerivedMapToken(): DerivedMapToken | undefined {
  return lastDerived;
}

/** The map tokens a prerendered page carries, as `<script type="application/json">` (none in Node, or off such a page). */
function prerenderedMapToken(): DerivedMapToken | undefined {
  if (typeof document === 'undefined') return undefined;
  const kept = document.getElementById(THEME_MAP_TOKEN_ELEMENT_ID)?.textContent;
  return kept ? (JSON.parse(kept) as DerivedMapToken) : undefined;
}

/** The element holding `derived` for a page's HTML (`<` escaped: the JSON cannot end the script early). */
export function mapTokenElement(derived: DerivedMapToken): string {
  const json = JSON.stringify(derived).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${THEME_MAP_TOKEN_ELEMENT_ID}">${json}</script>`;
}
