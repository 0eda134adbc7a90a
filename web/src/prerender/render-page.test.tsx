// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { existsSync } from 'node:fs';
import { PRERENDERED_PAGES } from '../app/routes.js';
import { PAGE_DOCUMENTS, renderPage } from './render-page.js';

describe('pages rendered ahead at build time', () => {
  it('are the home page, the shop and the checkout, the pages whose code the app loads before hydrating', () => {
    const prerendered = PAGE_DOCUMENTS.filter((page) => page.prerender).map((page) => page.address);
    expect(prerendered).toEqual(['/', '/shop', '/checkout']);
    expect(Object.keys(PRERENDERED_PAGES)).toEqual(prerendered);
  });

  it('name source files that exist', () => {
    for (const module of PAGE_DOCUMENTS.flatMap((page) => page.modules))
      expect(existsSync(new URL(`../../${module}`, import.meta.url))).toBe(true);
  });

  it('renders the home page signed out, in plain markup, with antd styles for it', async () => {
    const { html, styles } = await renderPage('/', 'guest');
    expect(html).toContain('Fresh farm produce at');
    expect(html).toContain('>Login<');
    expect(html).toContain('>Browse Products<');
    // No inline script (the gateway's CSP forbids them) and nothing left waiting for code.
    expect(html).not.toMatch(/<script|<template|<!--\$[?!]-->/);
    expect(styles).toMatch(/^<style[^>]*data-css-hash/);
    expect(styles).toContain('.ant-btn');
  });

  it('renders the shop with its filters and the product skeletons the data replaces', async () => {
    const { html } = await renderPage('/shop', 'guest');
    expect(html).toContain('Shop fresh produce');
    expect(html).toContain('All Categories');
    expect(html).toContain('ihe-product-skeleton');
    expect(html).not.toMatch(/<script|<template|<!--\$[?!]-->/);
  });

  it("marks the page's Suspense boundaries, which the browser hydrates one by one", async () => {
    const { html } = await renderPage('/', 'guest');
    // The header, the footer and each of the home page's sections (AppShell, HomePage).
    expect(html.split('<!--$-->').length - 1).toBeGreaterThanOrEqual(8);
  });

  it("renders the checkout as both a guest and a signed-in buyer first see it, the header's account corner waiting", async () => {
    const { html } = await renderPage('/checkout', 'guest-or-signed-in');
    // The form's layout (its fields, the summary waiting for the cart) for a browser that keeps a session…
    expect(html).toMatch(/class="ihe-checkout-for-stored-session".*Delivery Address.*Order Summary/s);
    expect(html).toContain('ihe-summary-skeleton');
    // …and Please Login for a guest; index.html's script picks one before the first paint.
    expect(html).toMatch(/class="ihe-checkout-for-guest".*Log in to your account to check out/s);
    expect(html).not.toContain('Checking your session…');
    expect(html).toContain('aria-label="Loading account menu"');
    expect(html).not.toContain('>Logout<');
    expect(html).not.toMatch(/<script|<template|<!--\$[?!]-->/);
  });
});
