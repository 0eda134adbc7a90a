/**
 * The addresses that get an HTML document of their own from the build (web/prerender.config.ts), served
 * by the gateway at that address; every other address gets the empty shell (index.html).
 * - `prerender`: the page's markup is rendered ahead and painted before any JavaScript runs (the app's
 *   PRERENDERED_PAGES, src/app/routes.tsx), as a signed-out visitor first sees it (`guest`), or as both a
 *   guest and a browser that keeps a session first see it, the one shown picked before the first paint by
 *   index.html's script (`guest-or-signed-in`).
 *   Otherwise (`false`) the document is the shell.
 * Each document also asks for the page's modules with the app's entry, so they download beside it instead
 * of after it has run: a prerendered page once it has painted (src/prerender/page-code-loader.ts), the
 * shell from its head. `modules` are the page's source files, as the build's manifest names them.
 */
export const PAGE_DOCUMENTS = [
  { address: '/', modules: ['src/features/home/HomePage.tsx'], prerender: 'guest' },
  { address: '/shop', modules: ['src/features/shop/ShopPage.tsx'], prerender: 'guest' },
  // Opened afresh from the cart drawer or a shared link, mostly by a signed-in buyer; a guest logs in and
  // comes back. Painted as the form's layout for a browser that keeps a session, Please Login for a guest
  // (the header's account corner waiting for both). Both the page and the signed-in form download at
  // once; a guest's page runs only its own.
  {
    address: '/checkout',
    modules: ['src/features/checkout/CheckoutPage.tsx', 'src/features/checkout/Checkout.tsx'],
    prerender: 'guest-or-signed-in',
  },
] as const satisfies readonly PageDocument[];

export interface PageDocument {
  address: string;
  modules: readonly string[];
  prerender: PrerenderedAs | false;
}

/** Who the prerendered markup is drawn for. */
export type PrerenderedAs = 'guest' | 'guest-or-signed-in';
