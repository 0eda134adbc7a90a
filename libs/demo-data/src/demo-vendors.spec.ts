import { readFileSync } from 'node:fs';
import { describe, expect, it } from '@jest/globals';
import { DEMO_CATEGORIES } from './demo-categories.js';
import { demoVendorFor, demoVendors } from './demo-vendors.js';

describe('demoVendors', () => {
  it('are each listed in the README, business name and email, with their default password', () => {
    const readme = readFileSync(new URL('../../../README.md', import.meta.url), 'utf8');
    expect(readme).toContain('`FarmGate2026`');
    for (const vendor of demoVendors())
      expect(readme).toMatch(new RegExp(`\\| ${vendor.businessName} +\\| \`${vendor.email}\` +\\|`));
  });

  it('has six vendors with fixed ids, unique emails and +234 phone numbers', () => {
    const vendors = demoVendors();
    expect(vendors).toHaveLength(6);
    expect(vendors[0]).toMatchObject({
      id: '7e3a0c55-5eed-4d0e-8a00-000000000001',
      businessName: 'Benue Golden Yams Cooperative',
      isFarmer: true,
    });
    expect(new Set(vendors.map((v) => v.email)).size).toBe(6);
    for (const vendor of vendors) {
      expect(vendor.phoneNumber).toMatch(/^\+234[789]\d{9}$/);
      expect(vendor.fullName.split(' ').length).toBeGreaterThanOrEqual(2);
      expect(vendor.businessAddress.length).toBeGreaterThan(10);
    }
  });

  it('covers every category with a specialist and hands out copies', () => {
    for (const category of DEMO_CATEGORIES) expect(demoVendorFor(category).specialty).toBe(category);
    demoVendors()[0].fullName = 'changed';
    expect(demoVendors()[0].fullName).toBe('Terkaa Iorember');
  });
});
