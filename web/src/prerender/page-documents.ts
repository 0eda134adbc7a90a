/**
 * The addresses that get an HTML document of their own from the build (web/prerender.config.ts), served
 * by the gateway at that address; every other address gets the empty shell (index.html).
 * - `prerender`: the page's markup is rendered ahead and painted before any JavaScript runs (the app's
 *   PRERENDERED_PAGES, src/app/routes.tsx).
 * - Otherwise the document is the shell that also preloads the page's modules, so they download
 *   alongside the entry instead of after it has run.
 * `modules` are the page's source files, as the build's manifest names them.
 */
export const PAGE_DOCUMENTS = [
  { address: '/', modules: ['src/features/home/HomePage.tsx'], prerender: true },
  { address: '/shop', modules: ['src/features/shop/ShopPage.tsx'], prerender: true },
  // Opened afresh from the cart drawer or a shared link, mostly by a signed-in buyer; a guest logs in and
  // comes back. Both the page and the signed-in form download at once; a guest's page runs only its own.
  {
    address: '/checkout',
    modules: ['src/features/checkout/CheckoutPage.tsx', 'src/features/checkout/Checkout.tsx'],
    prerender: false,
  },
] as const;
