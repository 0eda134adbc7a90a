import { describe, expect, it } from '@jest/globals';
import { productImageSvg } from './product-image-svg.js';
import { fitName } from './svg-text.js';
import { CATEGORY_PALETTES, OTHER_PALETTE } from './category-palettes.js';

describe('productImageSvg', () => {
  it('draws a square SVG with the category colours, its name and origin', () => {
    const svg = productImageSvg({
      name: 'Benue white yam',
      category: 'yam',
      farmOrigin: 'Benue',
    });
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512"')).toBe(true);
    expect(svg.trimEnd().endsWith('</svg>')).toBe(true);
    expect(svg).toContain(CATEGORY_PALETTES.yam.dark);
    expect(svg).toContain('>Benue white yam</text>');
    expect(svg).toContain('YAM · BENUE');
    expect(svg).toContain('id="yam-skin"');
    expect(svg).not.toContain('ORGANIC');
  });

  it('has a drawing per category and a fallback for others', () => {
    const drawings = ['yam-skin', 'plantain-front', 'rice-bowl', 'veg-leaf', 'fruit-orange', 'grain-sack'];
    ['yam', 'plantain', 'rice', 'vegetables', 'fruits', 'grains'].forEach((category, i) => {
      expect(productImageSvg({ name: 'x', category })).toContain(`id="${drawings[i]}"`);
    });
    const other = productImageSvg({ name: 'Catfish', category: 'Fish' });
    expect(other).toContain('id="other-basket"');
    expect(other).toContain(OTHER_PALETTE.dark);
  });

  it('draws no Organic badge of its own: the shop card shows one, and two overlapped on phones', () => {
    // A demo product carries isOrganic; the picture ignores it.
    const organicProduct = { name: 'Ofada brown rice', category: 'rice', isOrganic: true };
    expect(productImageSvg(organicProduct)).not.toMatch(/organic/i);
  });

  it('escapes names and is deterministic', () => {
    const svg = productImageSvg({ name: 'Tom & Jerry\'s <best> "rice"', category: 'rice' });
    expect(svg).toContain('Tom &amp; Jerry&apos;s &lt;best&gt; &quot;rice&quot;');
    expect(svg).not.toMatch(/<best>/);
    expect(productImageSvg({ name: 'a', category: 'rice', id: '1' })).toBe(
      productImageSvg({ name: 'a', category: 'rice', id: '1' }),
    );
    expect(productImageSvg({ name: 'a', category: 'rice', id: '1' })).not.toBe(
      productImageSvg({ name: 'a', category: 'rice', id: '2' }),
    );
  });
});

describe('fitName', () => {
  it('keeps short names on one large line', () => {
    expect(fitName('Yellow maize', 424)).toEqual({ lines: ['Yellow maize'], fontSize: 36 });
  });

  it('splits long names into two balanced lines', () => {
    const fitted = fitName('Scotch bonnet pepper (ata rodo) from the hills', 424);
    expect(fitted.lines).toHaveLength(2);
    expect(fitted.lines.join(' ')).toBe('Scotch bonnet pepper (ata rodo) from the hills');
  });

  it('shortens what cannot fit with an ellipsis', () => {
    const fitted = fitName('word '.repeat(60), 424);
    expect(fitted.lines).toHaveLength(2);
    expect(fitted.lines[1].endsWith('…')).toBe(true);
  });
});
