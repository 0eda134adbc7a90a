import { describe, expect, it } from 'vitest';
import { hasLogFilters, logQuery, notificationsUrl, parseLogFilters, withLogFilters } from './log-filters.js';

const ORDER = '7c9e6679-7425-40de-944b-e07fc1f90ae7';
const parse = (search: string) => parseLogFilters(new URLSearchParams(search));

describe('notification log filters in the URL', () => {
  it('reads status, recipient, order and page', () => {
    expect(parse(`tab=log&status=failed&recipient=vendor&order=${ORDER}&page=3`)).toEqual({
      status: 'failed',
      recipient: 'vendor',
      order: ORDER,
      page: 3,
    });
  });

  it('ignores values the server would refuse', () => {
    expect(parse('status=lost&recipient=farmer&order=IHE-123&page=-2')).toEqual({
      status: null,
      recipient: null,
      order: null,
      page: 1,
    });
    expect(parse('status=FAILED').status).toBe('failed');
  });

  it('keeps the tab, drops defaults and starts a new filter on page 1', () => {
    const params = new URLSearchParams('tab=log&status=failed&page=4');
    expect(withLogFilters(params, { recipient: 'admin' }).toString()).toBe(
      'tab=log&status=failed&recipient=admin',
    );
    expect(withLogFilters(params, { status: null }).toString()).toBe('tab=log');
    expect(withLogFilters(params, { page: 5 }).toString()).toBe('tab=log&status=failed&page=5');
    expect(withLogFilters(params, { page: 1 }).toString()).toBe('tab=log&status=failed');
  });

  it('knows when a filter is set', () => {
    expect(hasLogFilters(parse('page=2'))).toBe(false);
    expect(hasLogFilters(parse(`order=${ORDER}`))).toBe(true);
  });
});

describe('the API query', () => {
  it('sends only the parameters that are set', () => {
    expect(notificationsUrl(logQuery(parse('')))).toBe('/admin/whatsapp/notifications?pageSize=10');
    expect(notificationsUrl(logQuery(parse(`status=pending&recipient=customer&order=${ORDER}&page=2`)))).toBe(
      `/admin/whatsapp/notifications?status=pending&recipientType=customer&orderId=${ORDER}&page=2&pageSize=10`,
    );
  });
});
