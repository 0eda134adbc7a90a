import { describe, expect, it } from '@jest/globals';
import { containsPattern, orderIdFragment, parseOrderListQuery } from './order-list-query.js';

describe('order list query', () => {
  it('defaults to every status, the first page of 50', () => {
    expect(parseOrderListQuery({})).toEqual({ search: null, status: null, page: 1, pageSize: 50 });
    expect(parseOrderListQuery({ status: 'all', search: '  ' })).toMatchObject({
      status: null,
      search: null,
    });
  });

  it('takes a known status in any case, a search and paging', () => {
    expect(parseOrderListQuery({ status: 'Shipped', search: ' yam ', page: '2', pageSize: '10' })).toEqual({
      search: 'yam',
      status: 'shipped',
      page: 2,
      pageSize: 10,
    });
  });

  it('refuses what it does not know with the reason', () => {
    expect(() => parseOrderListQuery({ status: 'lost' })).toThrow(
      'Invalid status. Use one of: all, pending, confirmed, processing, shipped, delivered, cancelled',
    );
    expect(() => parseOrderListQuery({ sort: 'name' })).toThrow('Unknown query parameter: sort');
    expect(() => parseOrderListQuery({ status: ['pending', 'shipped'] })).toThrow(
      'Query parameter status must be given once',
    );
    expect(() => parseOrderListQuery({ pageSize: '101' })).toThrow(
      'pageSize must be a whole number from 1 to 100',
    );
    expect(() => parseOrderListQuery({ page: '0' })).toThrow('page must be a positive whole number');
    expect(() => parseOrderListQuery({ search: 'x'.repeat(101) })).toThrow(
      'search must be at most 100 characters',
    );
  });

  it('matches order references as the consumer sees them', () => {
    expect(orderIdFragment('IHE-1A2B3C')).toBe('1a2b3c');
    expect(orderIdFragment('#9f8e7d6c')).toBe('9f8e7d6c');
    expect(orderIdFragment('ORD-ABC')).toBe('abc');
    expect(containsPattern('50%_off\\')).toBe('%50\\%\\_off\\\\%');
  });
});
