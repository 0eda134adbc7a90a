/**
 * The addresses that get an HTML document of their own from the build (web/prerender.config.ts), served
 * by the gateway at that address; every other address gets the empty shell (index.html).
 * - `prerender`: the page's markup is rendered ahead and painted before any JavaScript runs (the app's
 *   PRERENDERED_PAGES, src/app/routes.tsx).
 * - Otherwise the document is the shell that also preloads the page's modules, so they download
 *   alongside the entry instead of after it has run.
 * `module` is the page's source file, as the build's manifest names it.
 */
export const PAGE_DOCUMENTS = [
  { address: '/', module: 'src/features/home/HomePage.tsx', prerender: true },
  { address: '/shop', module: 'src/features/shop/ShopPage.tsx', prerender: true },
  // Most often opened afresh from a link (the cart drawer, a shared address) by a signed-in buyer.
  { address: '/checkout', module: 'src/features/checkout/CheckoutPage.tsx', prerender: false },
] as const;
