import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { AxeReport, VIEWPORTS, type Viewport } from './axe-scan.js';
import {
  ADMIN,
  DEMO_VENDOR,
  approvedSalesManager,
  consumerWithOrder,
  signedInPage,
  type Credentials,
} from './role-accounts.js';
import { routePaths } from './route-paths.js';

/**
 * axe-core on every page of the router, at desktop and phone width, signed out and signed in as each role
 * (issue 14): no serious or critical violation. One browser context per person, signed in once.
 */

type Who = 'guest' | 'consumer' | 'vendor' | 'salesManager' | 'admin';
const EVERYONE: Who[] = ['guest', 'consumer', 'vendor', 'salesManager', 'admin'];

interface Visit {
  who: Who[];
  /** The address to open when the route's path has parameters or is the catch-all. */
  url?: (seed: { orderId: string }) => string;
}

/**
 * Each route of routes.tsx and who it is scanned as (a route missing here fails the first test). Signed out,
 * every public page; signed in, each role's own area, plus the storefront pages whose content changes with the
 * person: the home page (the signed-in header and menu), the shop and checkout. The other static pages differ
 * from their signed-out scan only by that header. Role areas signed out only redirect to /auth, scanned itself.
 */
const VISITS: Record<string, Visit> = {
  '/': { who: EVERYONE },
  '/shop': { who: ['guest', 'consumer'] },
  '/logistics': { who: ['guest'] },
  '/about': { who: ['guest'] },
  '/privacy': { who: ['guest'] },
  '/terms': { who: ['guest'] },
  '/support': { who: ['guest'] },
  '/checkout': { who: EVERYONE },
  '/auth': { who: ['guest'] },
  '/forgot-password': { who: ['guest'] },
  '/*': { who: ['guest'], url: () => '/no-such-page' },
  '/consumer-dashboard': { who: ['consumer'] },
  '/consumer-dashboard/orders': { who: ['consumer'] },
  '/consumer-dashboard/profile': { who: ['consumer'] },
  '/consumer-dashboard/orders/:orderId/invoice': {
    who: ['consumer'],
    url: ({ orderId }) => `/consumer-dashboard/orders/${orderId}/invoice`,
  },
  '/vendor-dashboard': { who: ['vendor'] },
  '/vendor-dashboard/products': { who: ['vendor'] },
  '/vendor-dashboard/orders': { who: ['vendor'] },
  '/vendor-dashboard/add-product': { who: ['vendor'] },
  '/vendor-dashboard/profile': { who: ['vendor'] },
  '/sales-dashboard': { who: ['salesManager'] },
  '/sales-dashboard/product-upload': { who: ['salesManager'] },
  '/sales-dashboard/audit-log': { who: ['salesManager'] },
  '/sales-dashboard/profile': { who: ['salesManager'] },
  // /admin redirects to /admin/dashboard: scanned there.
  '/admin': { who: [] },
  '/admin/dashboard': { who: ['admin'] },
  '/admin/dashboard/profile': { who: ['admin'] },
  '/admin/users': { who: ['admin'] },
  '/admin/analytics': { who: ['admin'] },
  '/admin/whatsapp': { who: ['admin'] },
  '/admin/vendors': { who: ['admin'] },
  '/admin/sales-managers': { who: ['admin'] },
};

function pagesOf(who: Who, seed = { orderId: '' }): string[] {
  return Object.entries(VISITS)
    .filter(([, visit]) => visit.who.includes(who))
    .map(([path, visit]) => visit.url?.(seed) ?? path);
}

/** Each page at each width (the page is opened at that width, so layouts chosen at start-up are the phone's). */
async function scanPages(
  page: Page,
  report: AxeReport,
  who: Who,
  urls: string[],
  states: States,
): Promise<void> {
  for (const viewport of VIEWPORTS) {
    await page.setViewportSize(viewport);
    for (const url of urls) {
      await page.goto(url);
      await report.scan(page, `${who} ${viewport.name} ${url}`);
    }
    await states(page, viewport, (state) => report.scan(page, `${who} ${viewport.name} ${state}`));
  }
}

/** A few states beyond a page's first paint: open dialogs, drawers, validation messages. */
type States = (page: Page, viewport: Viewport, scan: (state: string) => Promise<void>) => Promise<void>;

async function openCart(page: Page, scan: (state: string) => Promise<void>): Promise<void> {
  await page.goto('/shop');
  await page.getByRole('link', { name: /^Cart, [1-9]\d* items?$/ }).click();
  await expect(page.getByRole('dialog').getByRole('listitem').first()).toBeVisible();
  await scan('cart drawer with items');
  await page.keyboard.press('Escape');
}

// Traces record every step of ~100 scans: the suite would spend its time on them.
test.use({ trace: 'off' });
// Up to 25 scans a test: about a minute each on a shared 2-core machine, several when it is overloaded.
const TEST_TIMEOUT = 480_000;

test('every route in routes.tsx has a visit in the accessibility suite', () => {
  expect(Object.keys(VISITS).sort()).toEqual(routePaths());
});

test('signed out: no serious or critical violation on any page, form errors or the phone menu', async ({
  browser,
}) => {
  test.setTimeout(TEST_TIMEOUT);
  const report = new AxeReport();
  const page = await (await browser.newContext()).newPage();
  await scanPages(page, report, 'guest', pagesOf('guest'), async (_, viewport, scan) => {
    await page.goto('/auth?tab=signup');
    const signup = page.getByRole('form', { name: 'Sign Up' });
    await signup.getByLabel('Email').fill('not-an-email');
    await signup.getByLabel('Password', { exact: true }).fill('short');
    await signup.getByLabel('Confirm Password').fill('other');
    await signup.getByLabel('First Name').fill('');
    await expect(signup.getByText('Invalid email address')).toBeVisible();
    await scan('sign-up form with validation errors');
    if (viewport.name === 'phone') {
      await page.goto('/');
      await page.getByRole('button', { name: 'Open menu' }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await scan('navigation drawer');
    }
  });
  report.expectNoBlocking();
});

test('consumer: no serious or critical violation on the dashboard, orders, invoice, profile and storefront', async ({
  browser,
  request,
}) => {
  test.setTimeout(TEST_TIMEOUT);
  const { account, orderId } = await consumerWithOrder(request);
  const report = new AxeReport();
  const page = await signedInPage(browser, account);
  await scanPages(page, report, 'consumer', pagesOf('consumer', { orderId }), async (_, __, scan) => {
    await page.goto('/consumer-dashboard/orders');
    await page
      .getByRole('button', { name: /^Track IHE-/ })
      .first()
      .click();
    await expect(page.getByRole('dialog').getByText(/^Track Order IHE-/)).toBeVisible();
    await scan('order tracking dialog');
    await page.keyboard.press('Escape');
    await openCart(page, scan);
  });
  report.expectNoBlocking();
});

const STAFF: [Who, (request: APIRequestContext) => Promise<Credentials>][] = [
  ['vendor', () => Promise.resolve(DEMO_VENDOR)],
  ['salesManager', approvedSalesManager],
  ['admin', () => Promise.resolve(ADMIN)],
];

for (const [who, account] of STAFF) {
  test(`${who}: no serious or critical violation on the role's pages and the storefront`, async ({
    browser,
    request,
  }) => {
    test.setTimeout(TEST_TIMEOUT);
    const report = new AxeReport();
    const page = await signedInPage(browser, await account(request));
    await scanPages(page, report, who, pagesOf(who), async (_, __, scan) => {
      if (who !== 'vendor') return;
      await page.goto('/vendor-dashboard/products');
      await page
        .getByRole('button', { name: /^View / })
        .first()
        .click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await scan('product details drawer');
      await page.keyboard.press('Escape');
    });
    report.expectNoBlocking();
  });
}
