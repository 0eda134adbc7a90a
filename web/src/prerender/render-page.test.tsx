// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { PRERENDERED_PAGES, renderPage } from './render-page.js';

describe('pages rendered ahead at build time', () => {
  it('are the home page and the shop', () => {
    expect(Object.keys(PRERENDERED_PAGES)).toEqual(['/', '/shop']);
  });

  it('renders the home page signed out, in plain markup, with antd styles for it', async () => {
    const { html, styles } = await renderPage('/');
    expect(html).toContain('Fresh farm produce at');
    expect(html).toContain('>Login<');
    expect(html).toContain('>Browse Products<');
    // No inline script (the gateway's CSP forbids them) and nothing left waiting for code.
    expect(html).not.toMatch(/<script|<template|<!--\$[?!]-->/);
    expect(styles).toMatch(/^<style[^>]*data-css-hash/);
    expect(styles).toContain('.ant-btn');
  });

  it('renders the shop with its filters and the product skeletons the data replaces', async () => {
    const { html } = await renderPage('/shop');
    expect(html).toContain('Shop fresh produce');
    expect(html).toContain('All Categories');
    expect(html).toContain('ihe-product-skeleton');
    expect(html).not.toMatch(/<script|<template|<!--\$[?!]-->/);
  });
});
