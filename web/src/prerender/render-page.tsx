import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { renderToString } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { createCache, extractStyle, StyleProvider } from '@ant-design/cssinjs';
import { AppProviders } from '../app/AppProviders.js';
import { AppRoutes } from '../app/router.js';
export { PAGE_DOCUMENTS } from './page-documents.js';
import type { PrerenderedAs } from './page-documents.js';
import { createAppStore } from '../app/store.js';
import { initialSessionState, type SessionState } from '../features/session/session-slice.js';

export interface RenderedPage {
  /** The markup inside #root. */
  html: string;
  /** antd's styles for that markup, as <style> elements for the head. */
  styles: string;
}

/** The session a page is drawn with: a guest's, or one being checked whose profile is not known yet. */
const SESSIONS: Record<PrerenderedAs, SessionState> = {
  guest: initialSessionState(null),
  'session-check': { status: 'checking', user: null, tokens: null, endReason: null },
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
  return { html, styles: extractStyle(cache) };
}

function page(url: string, as: PrerenderedAs, cache: ReturnType<typeof createCache>) {
  const store = createAppStore({ session: SESSIONS[as], cart: { lines: [] } });
  return (
    <StyleProvider cache={cache}>
      <AppProviders store={store}>
        <StaticRouter location={url}>
          <AppRoutes />
        </StaticRouter>
      </AppProviders>
    </StyleProvider>
  );
}
