import type { Plugin } from 'vite';
import { applyEdits, type Edit } from './library-edits.js';

const ICON_RENDER_UTILS = /[\\/]@ant-design[\\/]icons[\\/]es[\\/]renderUtils\.js$/;

/** [the code replaced, what replaces it]: each must be found, or the build fails (a new version changed it). */
const EDITS: Edit[] = [
  [
    'export const useInsertStyles = eleRef => {',
    `const insertedIconStyles = new WeakMap();
export const useInsertStyles = eleRef => {`,
  ],
  [
    `    const shadowRoot = getShadowRoot(ele);
    updateCSS(`,
    `    const shadowRoot = getShadowRoot(ele);
    const root = shadowRoot || document;
    if (insertedIconStyles.get(root) === mergedStyleStr) return;
    insertedIconStyles.set(root, mergedStyleStr);
    updateCSS(`,
  ],
];

/**
 * Every icon, once drawn, makes sure the icons' style sheet is in the page, and each check walks the head's
 * styles (`/shop` draws 163 icons among ~45 styles: ~35 ms at 4x CPU). The sheet is put in once per
 * document (or shadow root) and never taken out, so the first icon's check is enough.
 */
export const iconStylesOnce: Plugin = {
  name: 'icon-styles-once',
  apply: 'build',
  transform: (code, id) => (ICON_RENDER_UTILS.test(id) ? applyEdits(id, code, EDITS) : null),
};
