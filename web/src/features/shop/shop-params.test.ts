import { describe, expect, it } from 'vitest';
import { productListParams } from '../catalog/catalog-api.js';
import {
  DEFAULT_SHOP_PARAMS,
  SHOP_CATEGORY_OPTIONS,
  SHOP_SORT_OPTIONS,
  categoriesFromSelection,
  categorySelection,
  changeShopParams,
  parseShopParams,
  shopListQuery,
  shopQueryString,
  shopSearchParams,
  unknownCategories,
  type ShopParams,
} from './shop-params.js';

const parse = (query: string) => parseShopParams(new URLSearchParams(query));

describe('shop URL → state', () => {
  it('defaults to everything, by name, page 1', () => {
    expect(parse('')).toEqual(DEFAULT_SHOP_PARAMS);
    expect(DEFAULT_SHOP_PARAMS).toEqual({
      search: '',
      categories: [],
      organic: false,
      sort: 'name',
      page: 1,
    });
    expect(parse('category=all&organic=false')).toEqual(DEFAULT_SHOP_PARAMS);
  });

  it('reads search, lowercased categories, organic, sort and page', () => {
    expect(parse('search=%20ofada%20rice%20&category=Rice&organic=true&sort=price-high&page=3')).toEqual({
      search: 'ofada rice',
      categories: ['rice'],
      organic: true,
      sort: 'price-high',
      page: 3,
    });
    expect(parse('category=Vegetables,%20fruits,vegetables').categories).toEqual(['vegetables', 'fruits']);
  });

  it('keeps a category the shop does not sell, so the page can say nothing is found in it', () => {
    const dairy = parse('category=Dairy');
    expect(dairy.categories).toEqual(['dairy']);
    expect(unknownCategories(dairy)).toEqual(['dairy']);
    expect(shopListQuery(dairy, 24)).toBeNull();
    // Next to a sold category it adds nothing to the match: only the sold one is asked for.
    expect(shopListQuery(parse('category=vegetables,dairy'), 24)?.categories).toEqual(['vegetables']);
  });

  it('falls back to defaults for a sort or page it does not know', () => {
    expect(parse('sort=cheapest&page=-2')).toEqual(DEFAULT_SHOP_PARAMS);
    expect(parse('page=1.5').page).toBe(1);
    expect(parse('page=abc').page).toBe(1);
    expect(parse(`search=${'y'.repeat(150)}`).search).toHaveLength(100);
  });
});

describe('shop state → URL', () => {
  it('leaves defaults out', () => {
    expect(shopSearchParams(DEFAULT_SHOP_PARAMS).toString()).toBe('');
    expect(
      shopSearchParams({
        search: 'yam',
        categories: ['yam'],
        organic: true,
        sort: 'price-low',
        page: 2,
      }).toString(),
    ).toBe('search=yam&category=yam&organic=true&sort=price-low&page=2');
    expect(shopQueryString({ ...DEFAULT_SHOP_PARAMS, categories: ['vegetables', 'fruits'] })).toBe(
      'category=vegetables,fruits',
    );
  });

  it('round-trips', () => {
    const state: ShopParams = {
      search: 'ofada & beans, fresh',
      categories: ['vegetables', 'fruits'],
      organic: true,
      sort: 'price-high',
      page: 4,
    };
    expect(parseShopParams(shopSearchParams(state))).toEqual(state);
    expect(parseShopParams(new URLSearchParams(shopQueryString(state)))).toEqual(state);
  });

  it('starts again at page 1 when search, filters or sort change; paging keeps the rest', () => {
    const current: ShopParams = { search: 'yam', categories: ['yam'], organic: false, sort: 'name', page: 3 };
    expect(changeShopParams(current, { categories: ['rice'] })).toEqual({
      ...current,
      categories: ['rice'],
      page: 1,
    });
    expect(changeShopParams(current, { organic: true }).page).toBe(1);
    expect(changeShopParams(current, { sort: 'price-low' }).page).toBe(1);
    expect(changeShopParams(current, { search: '  plantain ' })).toEqual({
      ...current,
      search: 'plantain',
      page: 1,
    });
    expect(changeShopParams(current, { page: 4 })).toEqual({ ...current, page: 4 });
  });
});

describe('shop options', () => {
  it('has the spec’s categories and sorts, in order', () => {
    expect(SHOP_CATEGORY_OPTIONS.map((option) => option.label)).toEqual([
      'All Categories',
      'Yam',
      'Plantain',
      'Rice',
      'Vegetables',
      'Fruits',
      'Grains',
    ]);
    expect(SHOP_SORT_OPTIONS).toEqual([
      { value: 'name', label: 'Name A-Z' },
      { value: 'price-low', label: 'Price: Low to High' },
      { value: 'price-high', label: 'Price: High to Low' },
    ]);
  });

  it('shows several or unknown categories as their own choice; All Categories clears them', () => {
    expect(categorySelection(DEFAULT_SHOP_PARAMS)).toEqual({ value: 'all', options: SHOP_CATEGORY_OPTIONS });
    expect(categorySelection(parse('category=rice')).value).toBe('rice');
    const freshProduce = categorySelection(parse('category=vegetables,fruits'));
    expect(freshProduce.value).toBe('vegetables,fruits');
    expect(freshProduce.options.at(-1)).toEqual({ value: 'vegetables,fruits', label: 'Vegetables, Fruits' });
    expect(categoriesFromSelection('all')).toEqual([]);
    expect(categoriesFromSelection('grains')).toEqual(['grains']);
  });

  it('sends the API only what differs from its defaults', () => {
    expect(productListParams(shopListQuery(DEFAULT_SHOP_PARAMS, 24)!)).toEqual({ pageSize: '24' });
    expect(
      productListParams({
        search: ' yam ',
        categories: ['vegetables', 'fruits'],
        organic: true,
        sort: 'price-low',
        page: 2,
      }),
    ).toEqual({
      search: 'yam',
      category: 'vegetables,fruits',
      organic: 'true',
      sort: 'price-low',
      page: '2',
    });
  });
});
