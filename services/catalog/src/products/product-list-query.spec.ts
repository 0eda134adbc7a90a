import { describe, expect, it } from '@jest/globals';
import { parseProductListQuery } from './product-list-query.js';
import { containsPattern } from './product-list-sql.js';

describe('parseProductListQuery', () => {
  it('fills the defaults', () => {
    expect(parseProductListQuery({})).toEqual({
      search: null,
      category: null,
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
      category: 'rice',
      sort: 'price-high',
      page: 3,
      pageSize: 100,
    });
    expect(parseProductListQuery({ category: 'ALL' }).category).toBeNull();
  });

  it('names what is wrong', () => {
    expect(() => parseProductListQuery({ sort: 'cheapest' })).toThrow(
      'Invalid sort. Use one of: name, price-low, price-high',
    );
    expect(() => parseProductListQuery({ category: 'dairy' })).toThrow('Invalid category');
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
