import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { renderToString } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import type { ReactNode } from 'react';
import type { ProductView } from '@ihe/contracts';
import { Alert, Card, Divider, Dropdown, Form, Input, Radio, Tag } from 'antd';
import { createCache, extractStyle, StyleProvider } from '@ant-design/cssinjs';
import hash from '@emotion/hash';
import { AppProviders } from '../app/AppProviders.js';
import { AppRoutes } from '../app/router.js';
export { PAGE_DOCUMENTS } from './page-documents.js';
import type { PrerenderedAs } from './page-documents.js';
import { createAppStore } from '../app/store.js';
import { themeVariablesClass } from '../app/theme.js';
import { prerenderedState } from './prerendered-state.js';
import { ProductCard } from '../features/catalog/ProductCard.js';
import { ShopPagination } from '../features/shop/ShopPagination.js';

export interface RenderedPage {
  /** The markup inside #root. */
  html: string;
  /** antd's styles for that markup, as <style> elements for the head. */
  styles: string;
}

/**
 * Renders a page as a visitor with an empty cart first sees it (src/prerender/page-documents.ts), before
 * any data arrived (lists show their skeletons). Runs at build time in Node (web/prerender.config.ts).
 */
export async function renderPage(url: string, as: PrerenderedAs): Promise<RenderedPage> {
  // React's static prerender waits for every lazy part of the page; React keeps them loaded, and
  // renderToString then gives the whole markup in place, each Suspense boundary resolved (the browser
  // hydrates it, src/main.tsx). The prerender's own output would move large boundaries to the end of the
  // document, put back by inline scripts, which the gateway's CSP does not allow.
  await text((await prerenderToNodeStream(page(url, as, createCache()))).prelude as Readable);
  const cache = createCache();
  const html = renderToString(page(url, as, cache));
  if (html.includes('<!--$?-->') || html.includes('<!--$!-->'))
    throw new Error(`prerender: part of ${url} still waited for code or data`);
  // Rendered for their styles only: the markup is the data's to draw.
  if (url in DRAWN_ONCE_DATA_ARRIVES) renderToString(withStyles(as, cache, DRAWN_ONCE_DATA_ARRIVES[url]));
  return { html, styles: nameThemeVariablesAsTheBrowserDoes(extractStyle(cache)) };
}

/**
 * antd's style cache (@ant-design/cssinjs 2.1) names the theme's CSS-variable style by the tokens' key
 * when it extracts it, and `css-var-<key>` hashed when the browser inserts it. Named the browser's way, the
 * prerendered style is found in place; otherwise the browser adds a second 12 KB copy, restyling the
 * whole page in a long task (checked again on React 19 and cssinjs 2.1 in issue 54: without it the browser
 * inserts `.ihe-theme{…}` again; e2e/prerender.spec.ts counts one). The extracted output is renamed; the
 * library's code is not touched.
 */
export function nameThemeVariablesAsTheBrowserDoes(styles: string): string {
  const themeVariables = new RegExp(`(<style[^>]* data-css-hash=")[^"]+(">\\.${themeVariablesClass}\\{)`);
  if (!themeVariables.test(styles)) throw new Error("prerender: the theme's CSS variables are missing");
  return styles.replace(themeVariables, `$1${hash(`css-var-${themeVariablesClass}`)}$2`);
}

/**
 * antd parts a page draws only once its data has arrived, so not in its prerendered markup. Their styles
 * come with the page all the same: generated in the browser, they are a long task of their own (antd's
 * pagination, when the shop drew it: 27 KB of CSS, ~100 ms at 4x CPU throttling).
 */
/** A product as the cards draw it once the list arrives (only its look matters here). */
const SAMPLE_PRODUCT: ProductView = {
  id: 'sample',
  name: 'Sample yam',
  description: 'A sample product, rendered for its styles.',
  category: 'yam',
  basePrice: 1000,
  price: 1150,
  companyProfitPercentage: 15,
  stockQuantity: 10,
  minimumOrderQuantity: 1,
  imageUrls: [],
  images: [],
  farmOrigin: 'Benue',
  isOrganic: true,
  vendorId: 'sample',
  vendor: { id: 'sample', fullName: 'Sample', businessName: 'Sample farm' },
  createdBySalesManagerId: null,
  createdAt: '2026-01-01T00:00:00.000Z',
};

/** The product cards (in stock and sold out) once the products arrive. */
const PRODUCT_CARDS = (
  <>
    <ProductCard product={SAMPLE_PRODUCT} />
    <ProductCard product={{ ...SAMPLE_PRODUCT, isOrganic: false, stockQuantity: 0 }} />
  </>
);

const DRAWN_ONCE_DATA_ARRIVES: Record<string, ReactNode> = {
  '/': <StaticRouter location="/">{PRODUCT_CARDS}</StaticRouter>,
  // The shop's pages too (the home page has none).
  '/shop': (
    <StaticRouter location="/shop">
      {PRODUCT_CARDS}
      <ShopPagination current={1} pageCount={10} pageHref={(page) => `/shop?page=${page}`} />
    </StaticRouter>
  ),
  // The signed-in checkout's summary once the cart is read (src/features/checkout/) and the header's
  // account menu (UserMenu).
  '/checkout': (
    <>
      <Form layout="vertical">
        <Card>
          <Form.Item label="Delivery Address">
            <Input.TextArea autoSize />
          </Form.Item>
          <Radio.Group options={['Cash']} />
          <Divider />
          <Alert title="" />
          <Tag />
        </Card>
      </Form>
      <Dropdown menu={{ items: [] }}>
        <span />
      </Dropdown>
    </>
  ),
};

function page(url: string, as: PrerenderedAs, cache: ReturnType<typeof createCache>) {
  return withStyles(
    as,
    cache,
    <StaticRouter location={url}>
      <AppRoutes />
    </StaticRouter>,
  );
}

function withStyles(as: PrerenderedAs, cache: ReturnType<typeof createCache>, content: ReactNode) {
  const store = createAppStore(prerenderedState(as));
  return (
    <StyleProvider cache={cache}>
      <AppProviders store={store}>{content}</AppProviders>
    </StyleProvider>
  );
}
