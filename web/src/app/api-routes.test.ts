import { describe, expect, it } from 'vitest';
import { apiUrl, withQuery } from './api-routes.js';

describe('apiUrl', () => {
  it('fills a route’s placeholders, URL-encoded', () => {
    expect(apiUrl('/orders/{id}', { id: 'a/b c' })).toBe('/orders/a%2Fb%20c');
    expect(
      apiUrl('/admin/vendor-verifications/{vendorId}/documents/{fileName}', {
        vendorId: 'v1',
        fileName: 'id.pdf',
      }),
    ).toBe('/admin/vendor-verifications/v1/documents/id.pdf');
  });

  it('takes a route without placeholders as it is', () => {
    expect(apiUrl('/cart')).toBe('/cart');
  });
});

describe('withQuery', () => {
  it('appends only the set values, in their order', () => {
    expect(withQuery('/orders', { search: 'yam & rice', status: undefined, page: '2' })).toBe(
      '/orders?search=yam+%26+rice&page=2',
    );
  });

  it('leaves the URL alone when nothing is set', () => {
    expect(withQuery('/orders', { search: undefined })).toBe('/orders');
  });
});
