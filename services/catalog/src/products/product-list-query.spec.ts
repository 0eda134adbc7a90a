import { describe, expect, it } from '@jest/globals';
import { parseProductListQuery, type ProductListCriteria } from './product-list-query.js';
import { containsPattern, productListSql } from './product-list-sql.js';
import { listingCacheKey } from './product-listing.service.js';

describe('parseProductListQuery', () => {
  it('fills the defaults', () => {
    expect(parseProductListQuery({})).toEqual({
      search: null,
      categories: [],
      organic: false,
      sort: 'name',
      page: 1,
      pageSize: 24,
    });
  });

  it('trims, lowercases the category and reads numbers', () => {
    expect(
      parseProductListQuery({
        search: '  ofada ',
        category: ' Rice',
        sort: 'price-high',
        page: '3',
        pageSize: '100',
      }),
    ).toEqual({
      search: 'ofada',
      categories: ['rice'],
      organic: false,
      sort: 'price-high',
      page: 3,
      pageSize: 100,
    });
    expect(parseProductListQuery({ category: 'ALL' }).categories).toEqual([]);
  });

  it('reads several categories, in the shop’s order without repeats, and organic=true', () => {
    expect(parseProductListQuery({ category: 'Fruits, vegetables,fruits' }).categories).toEqual([
      'vegetables',
      'fruits',
    ]);
    expect(parseProductListQuery({ organic: 'true' }).organic).toBe(true);
    expect(parseProductListQuery({ organic: ' ' }).organic).toBe(false);
  });

  it('names what is wrong', () => {
    expect(() => parseProductListQuery({ sort: 'cheapest' })).toThrow(
      'Invalid sort. Use one of: name, price-low, price-high',
    );
    expect(() => parseProductListQuery({ category: 'dairy' })).toThrow('Invalid category');
    expect(() => parseProductListQuery({ category: 'vegetables,dairy' })).toThrow('Invalid category');
    expect(() => parseProductListQuery({ category: 'all,rice' })).toThrow('Invalid category');
    expect(() => parseProductListQuery({ category: 'rice,' })).toThrow('Invalid category');
    expect(() => parseProductListQuery({ organic: 'yes' })).toThrow('organic must be true when given');
    expect(() => parseProductListQuery({ organic: 'false' })).toThrow('organic must be true when given');
    expect(() => parseProductListQuery({ page: '0' })).toThrow('page must be a positive whole number');
    expect(() => parseProductListQuery({ pageSize: '101' })).toThrow(
      'pageSize must be a whole number from 1 to 100',
    );
    expect(() => parseProductListQuery({ search: 'x'.repeat(101) })).toThrow(
      'search must be at most 100 characters',
    );
    expect(() => parseProductListQuery({ color: 'red' })).toThrow('Unknown query parameter: color');
    expect(() => parseProductListQuery({ page: ['1', '2'] })).toThrow(
      'Query parameter page must be given once',
    );
    expect(() => parseProductListQuery({ sort: { a: 'b' } })).toThrow('Unknown query parameter: sort[…]');
  });
});

describe('containsPattern', () => {
  it('escapes LIKE wildcards and the escape character', () => {
    expect(containsPattern('rice')).toBe('%rice%');
    expect(containsPattern('100%_off\\')).toBe('%100\\%\\_off\\\\%');
  });
});

const criteria = (patch: Partial<ProductListCriteria>): ProductListCriteria => ({
  ...parseProductListQuery({}),
  ...patch,
});

describe('productListSql', () => {
  it('filters on the organic flag and on one or several categories', () => {
    expect(productListSql(criteria({})).text).not.toContain('AND p.is_organic');
    expect(productListSql(criteria({ organic: true })).text).toContain('AND p.is_organic');
    const several = productListSql(criteria({ categories: ['vegetables', 'fruits'] }));
    expect(several.text).toContain('p.category = ANY($1)');
    expect(several.values[0]).toEqual(['vegetables', 'fruits']);
    expect(productListSql(criteria({ categories: ['rice'] })).text).toContain('p.category = $1');
  });
});

describe('listingCacheKey', () => {
  it('differs whenever the listing would differ', () => {
    const base = criteria({});
    const variants = [
      base,
      criteria({ organic: true }),
      criteria({ categories: ['vegetables'] }),
      criteria({ categories: ['vegetables', 'fruits'] }),
      criteria({ sort: 'price-low' }),
      criteria({ page: 2 }),
      criteria({ pageSize: 10 }),
      criteria({ search: 'yam' }),
    ];
    expect(new Set(variants.map(listingCacheKey)).size).toBe(variants.length);
    expect(listingCacheKey(criteria({}))).toBe(listingCacheKey(base));
  });
});
