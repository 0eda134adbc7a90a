/** The service worker's runtime caches (named in web/pwa.config.ts, warmed by the page). */
export const PWA_CACHES = {
  assets: 'ihe-assets',
  productImages: 'ihe-product-images',
  catalog: 'ihe-catalog',
} as const;
