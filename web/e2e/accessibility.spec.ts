import {
  expect,
  test,
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  type Page,
} from '@playwright/test';
import type { LoginResponse } from '@ihe/contracts';
import { AxeReport, VIEWPORTS, watchRequests, type Viewport } from './axe-scan.js';
import { openPage } from './journeys.js';
import {
  ADMIN,
  DEMO_VENDOR,
  approvedSalesManager,
  consumerWithOrder,
  type Credentials,
} from './role-accounts.js';
import { routePaths } from './route-paths.js';

/**
 * axe-core on every page of the router, at desktop and phone width, signed out and signed in as each role
 * (issue 14): no moderate, serious or critical violation. Each person's two widths are scanned side by side, each
 * in a browser context of its own signed in through the API.
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

/**
 * A context signed in through the API (the login form has its own tests): the login leaves the refresh cookie
 * in the context's cookie jar, and the app restores the session from it on each page load, as after a reload.
 * One login per context: two contexts sharing one refresh token would spend it twice (the app's Web Lock that
 * keeps tabs from doing so does not reach across contexts), and the server then ends the session.
 */
async function signedInContext(browser: Browser, account: Credentials): Promise<BrowserContext> {
  const context = await browser.newContext();
  const response = await context.request.post('/api/v1/auth/login', {
    data: { email: account.email, password: account.password },
  });
  expect(response.status(), await response.text()).toBe(200);
  const { user } = (await response.json()) as LoginResponse;
  // What the login form leaves in localStorage: this browser is signed in, as whom (session-storage.ts).
  await context.addInitScript((stored) => {
    try {
      if (!localStorage.getItem('ihe.signedIn')) localStorage.setItem('ihe.signedIn', stored);
    } catch {
      // about:blank has no storage.
    }
  }, JSON.stringify({ user }));
  return context;
}

/** A few states beyond a page's first paint: open dialogs, drawers, validation messages. */
type States = (page: Page, viewport: Viewport, scan: (state: string) => Promise<void>) => Promise<void>;

/**
 * Each page at each width, then the person's states; the widths run at once, each in a context of its own (opened
 * at its width, so layouts chosen at start-up are the phone's), which keeps both cores busy: axe in one while
 * the other loads. Not two tabs of one context: there, one tab's transitions sat at their first frame for seconds
 * (the order tracking dialog waited 6 s to settle; ~0.2 s in a context of its own).
 */
async function scanPages(
  open: () => Promise<BrowserContext>,
  report: AxeReport,
  who: Who,
  urls: string[],
  states: States = async () => {},
): Promise<void> {
  await Promise.all(
    VIEWPORTS.map(async (viewport) => {
      const page = await (await open()).newPage();
      watchRequests(page);
      await page.setViewportSize(viewport);
      const scan = (what: string) => report.scan(page, `${who} ${viewport.name} ${what}`);
      for (const url of urls) {
        await page.goto(url);
        await scan(url);
      }
      await states(page, viewport, scan);
    }),
  );
}

async function openCart(page: Page, scan: (state: string) => Promise<void>): Promise<void> {
  await page.goto('/shop');
  await page.getByRole('link', { name: /^Cart, [1-9]\d* items?$/ }).click();
  await expect(page.getByRole('dialog').getByRole('listitem').first()).toBeVisible();
  await scan('cart drawer with items');
  await page.keyboard.press('Escape');
}

// Traces record every step of ~100 scans: the suite would spend its time on them.
test.use({ trace: 'off' });
// Up to 13 scans a width, two widths at once: 10–20 s a test here, several times that on an overloaded machine.
const TEST_TIMEOUT = 240_000;

test('every route in routes.tsx has a visit in the accessibility suite', () => {
  expect(Object.keys(VISITS).sort()).toEqual(routePaths());
});

test('signed out: no moderate or worse violation on any page, form errors or the phone menu', async ({
  browser,
}) => {
  test.setTimeout(TEST_TIMEOUT);
  const report = new AxeReport();
  await scanPages(
    () => browser.newContext(),
    report,
    'guest',
    pagesOf('guest'),
    async (page, viewport, scan) => {
      await page.goto('/auth?tab=signup');
      const signup = page.getByRole('form', { name: 'Sign Up' });
      await signup.getByLabel('Email').fill('not-an-email');
      await signup.getByLabel('Password', { exact: true }).fill('short');
      await signup.getByLabel('Confirm Password').fill('other');
      await signup.getByLabel('First Name').fill('');
      await expect(signup.getByText('Invalid email address')).toBeVisible();
      await scan('sign-up form with validation errors');
      if (viewport.name === 'phone') {
        await openPage(page, '/');
        await page.getByRole('button', { name: 'Open menu' }).click();
        await expect(page.getByRole('dialog')).toBeVisible();
        await scan('navigation drawer');
      }
    },
  );
  report.expectNoBlocking();
});

test('consumer: no moderate or worse violation on the dashboard, orders, invoice, profile and storefront', async ({
  browser,
  request,
}) => {
  test.setTimeout(TEST_TIMEOUT);
  const { account, orderId } = await consumerWithOrder(request);
  const report = new AxeReport();
  await scanPages(
    () => signedInContext(browser, account),
    report,
    'consumer',
    pagesOf('consumer', { orderId }),
    async (page, _, scan) => {
      await page.goto('/consumer-dashboard/orders');
      await page
        .getByRole('button', { name: /^Track IHE-/ })
        .first()
        .click();
      await expect(page.getByRole('dialog').getByText(/^Track Order IHE-/)).toBeVisible();
      await scan('order tracking dialog');
      await page.keyboard.press('Escape');
      await openCart(page, scan);
    },
  );
  report.expectNoBlocking();
});

const STAFF: [Who, (request: APIRequestContext) => Promise<Credentials>][] = [
  ['vendor', () => Promise.resolve(DEMO_VENDOR)],
  ['salesManager', approvedSalesManager],
  ['admin', () => Promise.resolve(ADMIN)],
];

for (const [who, account] of STAFF) {
  test(`${who}: no moderate or worse violation on the role's pages and the storefront`, async ({
    browser,
    request,
  }) => {
    test.setTimeout(TEST_TIMEOUT);
    const report = new AxeReport();
    const credentials = await account(request);
    await scanPages(
      () => signedInContext(browser, credentials),
      report,
      who,
      pagesOf(who),
      async (page, _, scan) => {
        if (who !== 'vendor') return;
        await page.goto('/vendor-dashboard/products');
        await page
          .getByRole('button', { name: /^View / })
          .first()
          .click();
        await expect(page.getByRole('dialog')).toBeVisible();
        // The pointer left on the View button keeps its "View" tooltip (a portal outside the landmarks) over the
        // drawer on desktop for as long as it rests there: the state scanned here is the drawer.
        await page.mouse.move(0, 0);
        await scan('product details drawer');
        await page.keyboard.press('Escape');
      },
    );
    report.expectNoBlocking();
  });
}
