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
  // Often opened afresh from a link (a shared address, the cart drawer). The page's own code is what a guest
  // needs (Please Login); a signed-in buyer's form starts loading while the session is restored.
  { address: '/checkout', module: 'src/features/checkout/CheckoutPage.tsx', prerender: false },
] as const;
