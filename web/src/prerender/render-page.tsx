import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { renderToString } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import type { ReactNode } from 'react';
import { Alert, Card, Divider, Dropdown, Form, Input, Radio, Tag } from 'antd';
import { createCache, extractStyle, StyleProvider } from '@ant-design/cssinjs';
import hash from '@emotion/hash';
import { AppProviders } from '../app/AppProviders.js';
import { AppRoutes } from '../app/router.js';
export { PAGE_DOCUMENTS } from './page-documents.js';
import type { PrerenderedAs } from './page-documents.js';
import { createAppStore } from '../app/store.js';
import { themeVariablesClass } from '../app/theme.js';
import { lastDerivedMapToken, mapTokenElement } from '../app/theme-map-token.js';
import { initialSessionState, type SessionState } from '../features/session/session-slice.js';

export interface RenderedPage {
  /** The markup inside #root. */
  html: string;
  /** antd's styles for that markup, as <style> elements for the head. */
  styles: string;
  /** The theme's map tokens the markup was drawn with, for the browser to read rather than derive (src/app/theme-map-token.ts). */
  themeMapToken: string;
}

/**
 * The session a page is drawn with: a guest's, or one being checked whose profile is not known yet (the
 * page then draws what either visitor sees: src/features/checkout/CheckoutPage.tsx).
 */
const SESSIONS: Record<PrerenderedAs, SessionState> = {
  guest: initialSessionState(null),
  'guest-or-signed-in': { status: 'checking', user: null, tokens: null, endReason: null },
};

/**
 * Renders a page as a visitor with an empty cart first sees it (src/prerender/page-documents.ts), before
 * any data arrived (lists show their skeletons). Runs at build time in Node (web/prerender.config.ts).
 */
export async function renderPage(url: string, as: PrerenderedAs): Promise<RenderedPage> {
  // A first pass loads every lazy part of the page; React keeps them, and the second pass renders plain
  // markup (a boundary that suspended would come out as a fallback swapped by inline scripts).
  await text((await prerenderToNodeStream(page(url, as, createCache()))).prelude as Readable);
  const cache = createCache();
  const html = renderToString(page(url, as, cache));
  if (html.includes('<!--$?-->') || html.includes('<!--$!-->'))
    throw new Error(`prerender: part of ${url} still waited for code or data`);
  // Rendered for their styles only: the markup is the data's to draw.
  if (url in DRAWN_ONCE_DATA_ARRIVES) renderToString(withStyles(as, cache, DRAWN_ONCE_DATA_ARRIVES[url]));
  const derived = lastDerivedMapToken();
  if (!derived) throw new Error('prerender: the theme derived no map tokens');
  return {
    html,
    styles: nameThemeVariablesAsTheBrowserDoes(extractStyle(cache)),
    themeMapToken: mapTokenElement(derived),
  };
}

/**
 * antd's style cache (@ant-design/cssinjs 2.1) names the theme's CSS-variable style by the tokens' key
 * when it extracts it, and `css-var-<key>` hashed when the browser inserts it. Named the browser's way, the
 * prerendered style is found in place; otherwise the browser adds a second 12 KB copy, restyling the
 * whole page in a long task (issue 14).
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
const DRAWN_ONCE_DATA_ARRIVES: Record<string, ReactNode> = {
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
  const store = createAppStore({ session: SESSIONS[as], cart: { lines: [] } });
  return (
    <StyleProvider cache={cache}>
      <AppProviders store={store}>{content}</AppProviders>
    </StyleProvider>
  );
}
