import { describe, expect, it } from 'vitest';
import { PROMO_BANNERS } from '../home/home-content.js';
import { parseShopParams, shopListQuery, unknownCategories } from '../shop/shop-params.js';
import { FOOTER_CATEGORY_LINKS } from './site-links.js';

/** The shop state a storefront link lands on. */
const shopStateOf = (to: string) => {
  const url = new URL(to, 'http://ihe.test');
  expect(url.pathname).toBe('/shop');
  return parseShopParams(url.searchParams);
};
const footerLink = (label: string) => FOOTER_CATEGORY_LINKS.find((link) => link.label === label)!.to;

describe('storefront links into the shop', () => {
  it('has the spec’s four footer categories, each landing on a real shop view', () => {
    expect(FOOTER_CATEGORY_LINKS.map((link) => link.label)).toEqual([
      'Fresh Produce',
      'Grains',
      'Dairy',
      'Organic',
    ]);
    expect(shopStateOf(footerLink('Fresh Produce'))).toMatchObject({
      categories: ['vegetables', 'fruits'],
      search: '',
    });
    expect(shopListQuery(shopStateOf(footerLink('Grains')), 24)?.categories).toEqual(['grains']);
    // Not sold: the shop names it in its empty state instead of listing everything.
    const dairy = shopStateOf(footerLink('Dairy'));
    expect(unknownCategories(dairy)).toEqual(['dairy']);
    expect(shopListQuery(dairy, 24)).toBeNull();
    expect(shopStateOf(footerLink('Organic'))).toMatchObject({ organic: true, search: '', categories: [] });
  });

  it('sends "Shop Organic" to the organic filter, not a text search', () => {
    const organic = PROMO_BANNERS.find((banner) => banner.cta === 'Shop Organic')!;
    expect(shopStateOf(organic.to)).toMatchObject({ organic: true, search: '', categories: [] });
  });
});
