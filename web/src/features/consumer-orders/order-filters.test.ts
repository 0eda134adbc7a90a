import { describe, expect, it } from 'vitest';
import {
  hasActiveFilters,
  invoicePath,
  orderFiltersToParams,
  parseOrderFilters,
  trackOrderPath,
  withFilterChange,
} from './order-filters.js';
import { orderListQuery } from './orders-api.js';

const parse = (query: string) => parseOrderFilters(new URLSearchParams(query));

describe('order filters in the URL', () => {
  it('reads search, status, page and the tracked order', () => {
    expect(parse('search=%20yam%20&status=shipped&page=3&track=o-1')).toEqual({
      search: 'yam',
      status: 'shipped',
      page: 3,
      track: 'o-1',
    });
  });

  it('falls back to the defaults for missing or unknown values', () => {
    expect(parse('')).toEqual({ search: '', status: 'all', page: 1, track: null });
    expect(parse('status=lost&page=-2')).toMatchObject({ status: 'all', page: 1 });
    expect(parse('status=confirmed')).toMatchObject({ status: 'all' });
    expect(parse('status=DELIVERED&page=abc')).toMatchObject({ status: 'delivered', page: 1 });
  });

  it('writes only what differs from the defaults', () => {
    expect(orderFiltersToParams({ search: '', status: 'all', page: 1, track: null }).toString()).toBe('');
    expect(
      orderFiltersToParams({ search: ' rice ', status: 'pending', page: 2, track: 'o-9' }).toString(),
    ).toBe('search=rice&status=pending&page=2&track=o-9');
  });

  it('round-trips', () => {
    const filters = { search: 'Ofada rice', status: 'cancelled' as const, page: 4, track: null };
    expect(parseOrderFilters(orderFiltersToParams(filters))).toEqual(filters);
  });

  it('goes back to page 1 when the search or status changes, not when tracking', () => {
    const start = { search: 'yam', status: 'all' as const, page: 3, track: null };
    expect(withFilterChange(start, { status: 'shipped' }).page).toBe(1);
    expect(withFilterChange(start, { search: 'rice' }).page).toBe(1);
    expect(withFilterChange(start, { track: 'o-1' })).toEqual({ ...start, track: 'o-1' });
    expect(withFilterChange(start, { page: 5 }).page).toBe(5);
  });

  it('knows when filters are active (for the right empty state)', () => {
    expect(hasActiveFilters({ search: ' ', status: 'all' })).toBe(false);
    expect(hasActiveFilters({ search: 'yam', status: 'all' })).toBe(true);
    expect(hasActiveFilters({ search: '', status: 'pending' })).toBe(true);
  });

  it('builds the track and invoice links', () => {
    expect(trackOrderPath('abc-1')).toBe('/consumer-dashboard/orders?track=abc-1');
    expect(invoicePath('abc-1')).toBe('/consumer-dashboard/orders/abc-1/invoice');
  });
});

describe('orderListQuery', () => {
  it('sends only the set parameters', () => {
    expect(orderListQuery({})).toBe('/orders');
    expect(orderListQuery({ search: '  ', page: 1 })).toBe('/orders');
    expect(orderListQuery({ search: 'IHE-ABC123', status: 'shipped', page: 2, pageSize: 10 })).toBe(
      '/orders?search=IHE-ABC123&status=shipped&page=2&pageSize=10',
    );
  });
});
