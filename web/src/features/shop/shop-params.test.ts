import { describe, expect, it } from 'vitest';
import { productListParams } from '../catalog/catalog-api.js';
import {
  DEFAULT_SHOP_PARAMS,
  SHOP_CATEGORY_OPTIONS,
  SHOP_SORT_OPTIONS,
  changeShopParams,
  parseShopParams,
  shopSearchParams,
} from './shop-params.js';

const parse = (query: string) => parseShopParams(new URLSearchParams(query));

describe('shop URL → state', () => {
  it('defaults to everything, by name, page 1', () => {
    expect(parse('')).toEqual(DEFAULT_SHOP_PARAMS);
    expect(DEFAULT_SHOP_PARAMS).toEqual({ search: '', category: 'all', sort: 'name', page: 1 });
  });

  it('reads search, a lowercased category, sort and page', () => {
    expect(parse('search=%20ofada%20rice%20&category=Rice&sort=price-high&page=3')).toEqual({
      search: 'ofada rice',
      category: 'rice',
      sort: 'price-high',
      page: 3,
    });
  });

  it('falls back to defaults for values it does not know', () => {
    expect(parse('category=dairy&sort=cheapest&page=-2')).toEqual(DEFAULT_SHOP_PARAMS);
    expect(parse('page=1.5').page).toBe(1);
    expect(parse('page=abc').page).toBe(1);
    expect(parse(`search=${'y'.repeat(150)}`).search).toHaveLength(100);
  });
});

describe('shop state → URL', () => {
  it('leaves defaults out', () => {
    expect(shopSearchParams(DEFAULT_SHOP_PARAMS).toString()).toBe('');
    expect(shopSearchParams({ search: 'yam', category: 'yam', sort: 'price-low', page: 2 }).toString()).toBe(
      'search=yam&category=yam&sort=price-low&page=2',
    );
  });

  it('round-trips', () => {
    const state = { search: 'ofada & beans', category: 'grains', sort: 'price-high', page: 4 } as const;
    expect(parseShopParams(shopSearchParams(state))).toEqual(state);
  });

  it('starts again at page 1 when search, category or sort change; paging keeps the rest', () => {
    const current = { search: 'yam', category: 'yam', sort: 'name', page: 3 } as const;
    expect(changeShopParams(current, { category: 'rice' })).toEqual({
      ...current,
      category: 'rice',
      page: 1,
    });
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

  it('sends the API only what differs from its defaults', () => {
    expect(productListParams({ ...DEFAULT_SHOP_PARAMS, pageSize: 24 })).toEqual({ pageSize: '24' });
    expect(productListParams({ search: ' yam ', category: 'yam', sort: 'price-low', page: 2 })).toEqual({
      search: 'yam',
      category: 'yam',
      sort: 'price-low',
      page: '2',
    });
  });
});
