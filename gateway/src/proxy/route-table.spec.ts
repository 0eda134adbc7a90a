import { describe, expect, it } from '@jest/globals';
import { resolveService, ROUTE_RULES, serviceFor } from './route-table.js';

const USER = '0b6f4a4e-3d8e-4f7a-9c1d-5a2b3c4d5e01';

describe('serviceFor: rules before prefixes', () => {
  it("sends an admin's user action to identity", () => {
    expect(serviceFor(`/api/v1/admin/users/${USER}/actions`)).toBe('identity');
  });

  it('lets a rule win over a prefix that covers the same path, and leaves every other path to the prefixes', () => {
    const table = [
      { prefix: '/api/v1/admin/users', service: 'catalog' as const },
      { prefix: '/api/v1/admin', service: 'orders' as const },
    ];
    expect(resolveService(`/api/v1/admin/users/${USER}/actions`, ROUTE_RULES, table)).toBe('identity');
    for (const path of [
      '/api/v1/admin/users',
      `/api/v1/admin/users/${USER}`,
      `/api/v1/admin/users/${USER}/actions/extra`,
      `/api/v1/admin/users/${USER}/actionsx`,
      '/api/v1/admin/users//actions',
    ])
      expect(resolveService(path, ROUTE_RULES, table)).toBe('catalog');
    expect(resolveService('/api/v1/admin/activity', ROUTE_RULES, table)).toBe('orders');
    expect(resolveService('/api/v1/nowhere', ROUTE_RULES, table)).toBeNull();
  });

  it("sends a vendor's earnings statement and its CSV to analytics, and no other vendor path", () => {
    expect(serviceFor('/api/v1/vendor/statement')).toBe('analytics');
    expect(serviceFor('/api/v1/vendor/statement/export')).toBe('analytics');
    expect(serviceFor('/api/v1/vendor/statement/other')).toBeNull();
    expect(serviceFor('/api/v1/vendor/statements')).toBeNull();
    expect(serviceFor('/api/v1/vendor/orders')).toBe('orders');
    expect(serviceFor('/api/v1/vendor/dashboard')).toBe('orders');
    expect(serviceFor('/api/v1/vendor/products/abc')).toBe('catalog');
    expect(serviceFor('/api/v1/vendor/verification')).toBe('verification');
  });

  it('keeps the prefixes as they were', () => {
    expect(serviceFor('/api/v1/auth/login')).toBe('identity');
    expect(serviceFor('/api/v1/admin/sales-managers')).toBe('identity');
    expect(serviceFor('/api/v1/products/abc')).toBe('catalog');
    expect(serviceFor('/api/v1/productsx')).toBeNull();
  });
});
