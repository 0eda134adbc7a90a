import { describe, expect, it } from 'vitest';
import { safeRedirectTarget } from './redirect-target.js';

describe('safeRedirectTarget', () => {
  it('defaults to /', () => {
    expect(safeRedirectTarget(null)).toBe('/');
    expect(safeRedirectTarget('')).toBe('/');
  });

  it('follows same-site paths with their query', () => {
    expect(safeRedirectTarget('/consumer-dashboard')).toBe('/consumer-dashboard');
    expect(safeRedirectTarget('/shop?search=yam')).toBe('/shop?search=yam');
  });

  it('refuses other sites and loops back to /auth', () => {
    expect(safeRedirectTarget('https://evil.example')).toBe('/');
    expect(safeRedirectTarget('//evil.example')).toBe('/');
    expect(safeRedirectTarget('/\\evil.example')).toBe('/');
    expect(safeRedirectTarget('/auth?tab=signup')).toBe('/');
  });
});
