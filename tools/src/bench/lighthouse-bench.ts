import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import nodePath from 'node:path';
import lighthouse from 'lighthouse';
import puppeteer, { type Browser, type Page } from 'puppeteer-core';
import { calibratedCpuSlowdown } from './cpu-calibration.js';

/** Debian's Chromium (Lighthouse's and Playwright's own browser downloads do not work here). */
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROMIUM_ARGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
  // The TLS front's certificate is made for the run (tls-front.ts).
  '--ignore-certificate-errors',
];

/** Where each page's full Lighthouse report (JSON, open it in the Lighthouse viewer) is kept. */
const REPORT_DIR = process.env.BENCH_LIGHTHOUSE_DIR ?? nodePath.join(os.tmpdir(), 'ihe-lighthouse-reports');

/** Issue 14's targets for a phone on slow 4G. */
export const LIGHTHOUSE_TARGETS = { lcpMs: 2500, cls: 0.1, tbtMs: 200 } as const;

export interface LighthouseRow {
  path: string;
  /**
   * First contentful paint: where LCP equals it, the page's largest paint is its first, and what delays
   * it comes before any drawing (the document, its parse and layout, what the simulation counts with them).
   */
  fcpMs: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  transferBytes: number;
  requests: number;
  score: number;
  /** Lighthouse's measure of this machine's CPU at the time (a mid-range laptop ~1,000–1,500). */
  benchmarkIndex: number;
  /**
   * The lowest and highest LCP and TBT of the runs the row is the median of: on a 2-core machine the same
   * page's simulated TBT has spread from ~200 to ~650 ms over a handful of loads.
   */
  spread?: { lcpMs: [number, number]; tbtMs: [number, number] };
  /** The same page with the CPU slowdown calibrated to this machine (cpu-calibration.ts). */
  calibrated?: CalibratedRow;
  /** The same page under the preset's throttling applied to the browser rather than simulated. */
  applied?: { lcpMs: number; tbtMs: number };
}

/** The preset's 4× stands for a high-end desktop; this is the slowdown that makes this machine the same phone. */
export interface CalibratedRow {
  cpuSlowdown: number;
  lcpMs: number;
  tbtMs: number;
}

/**
 * How a run is throttled: the preset (Lighthouse simulates slow 4G and a 4× CPU from an unthrottled load),
 * the preset with the CPU slowdown calibrated to this machine, or the preset's figures applied to the
 * browser as it loads (DevTools throttling: the page really waits for each byte and each task runs slower).
 */
type Throttling = { kind: 'preset' } | { kind: 'calibrated'; cpuSlowdown: number } | { kind: 'applied' };
const PRESET: Throttling = { kind: 'preset' };

/** Where the pages are: the address the browser loads, and the one the bench's own API calls use. */
export interface Site {
  url: string;
  apiUrl: string;
  /** Names its reports (`<name>-<page>.json`). */
  name: string;
}

/** Runs per page; the table shows medians. */
const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);

const CONSUMER_PASSWORD = 'Harvest2026';

/**
 * Lighthouse's default (mobile) configuration: a Moto G Power-sized phone screen, simulated slow 4G (150 ms
 * RTT, 1.6 Mbps down) and a 4× slower CPU, the performance category only. Each page loads cold (cache and
 * storage cleared); /checkout with a signed-in consumer whose cart holds a product. Each page is measured
 * under the preset, with its CPU slowdown calibrated to this machine (unless `calibrated` is false), and
 * with its throttling applied to the browser (Throttling).
 */
export async function measurePages(
  site: Site,
  { calibrated: withCalibrated = true } = {},
  paths = ['/', '/shop', '/checkout'],
): Promise<LighthouseRow[]> {
  const browser = await puppeteer.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS, headless: true });
  try {
    const rows: LighthouseRow[] = [];
    for (const path of paths) {
      const row = await medianOfRuns(browser, site, path, PRESET);
      const cpuSlowdown = calibratedCpuSlowdown(row.benchmarkIndex);
      const calibrated = withCalibrated
        ? await medianOfRuns(browser, site, path, { kind: 'calibrated', cpuSlowdown })
        : undefined;
      const applied = await medianOfRuns(browser, site, path, { kind: 'applied' });
      rows.push({
        ...row,
        calibrated: calibrated && { cpuSlowdown, lcpMs: calibrated.lcpMs, tbtMs: calibrated.tbtMs },
        applied: { lcpMs: applied.lcpMs, tbtMs: applied.tbtMs },
      });
    }
    return rows;
  } finally {
    await browser.close();
  }
}

/** The median row of RUNS loads of `path`. */
async function medianOfRuns(
  browser: Browser,
  site: Site,
  path: string,
  throttling: Throttling,
): Promise<LighthouseRow> {
  const runs: LighthouseRow[] = [];
  for (let run = 0; run < RUNS; run += 1) runs.push(await measureWithRetry(browser, site, path, throttling));
  return medianRow(runs);
}

/** Each figure's median over the runs (Lighthouse varies run to run, more so on a shared machine), with LCP's and TBT's spread. */
function medianRow(runs: LighthouseRow[]): LighthouseRow {
  const sortedBy = (pick: (row: LighthouseRow) => number) => runs.map(pick).sort((a, b) => a - b);
  const median = (pick: (row: LighthouseRow) => number) => sortedBy(pick)[Math.floor(runs.length / 2)];
  const spread = (pick: (row: LighthouseRow) => number): [number, number] => {
    const sorted = sortedBy(pick);
    return [sorted[0], sorted[sorted.length - 1]];
  };
  return {
    spread: { lcpMs: spread((row) => row.lcpMs), tbtMs: spread((row) => row.tbtMs) },
    path: runs[0].path,
    fcpMs: median((row) => row.fcpMs),
    lcpMs: median((row) => row.lcpMs),
    cls: median((row) => row.cls),
    tbtMs: median((row) => row.tbtMs),
    transferBytes: median((row) => row.transferBytes),
    requests: median((row) => row.requests),
    score: median((row) => row.score),
    benchmarkIndex: median((row) => row.benchmarkIndex),
  };
}

/** Lighthouse now and then loses a page load's trace (NO_NAVSTART, NO_FCP): such a run is repeated, twice at most. */
async function measureWithRetry(
  browser: Browser,
  site: Site,
  path: string,
  throttling: Throttling,
): Promise<LighthouseRow> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await measure(browser, site, path, throttling);
    } catch (error) {
      if (!(error instanceof LighthouseRunError) || attempt === 3) throw error;
      console.log(`${(error as Error).message}: running it again`);
    }
  }
}

class LighthouseRunError extends Error {}

/** One cold load of `path` under Lighthouse's mobile preset, throttled as `throttling` says. */
async function measure(
  browser: Browser,
  site: Site,
  path: string,
  throttling: Throttling,
): Promise<LighthouseRow> {
  const page = await browser.newPage();
  try {
    const signedIn = path === '/checkout';
    if (signedIn) {
      await signInWithCart(page, site);
      // The app registers its service worker after each load: once it is active, off the app, so that
      // nothing registers it again after it is cleared. A worker left (installing when cleared, or
      // registered again) answers the measured load from its caches, with index.html for the page.
      await page.evaluate(async () => {
        // Runs in the page (tools' TypeScript has no DOM types).
        const { navigator } = globalThis as unknown as {
          navigator: { serviceWorker: { ready: Promise<unknown> } };
        };
        await navigator.serviceWorker.ready;
      });
      await page.goto('about:blank');
      // Lighthouse must keep this origin's cookie and local storage (the session): the rest is cleared here,
      // so the page loads as cold as the others (no HTTP cache, no service worker or its caches).
      const cdp = await page.createCDPSession();
      await cdp.send('Network.clearBrowserCache');
      await cdp.send('Storage.clearDataForOrigin', {
        origin: site.url,
        storageTypes: 'service_workers,cache_storage,indexeddb,shader_cache',
      });
      await cdp.detach();
    }
    const result = await lighthouse(
      `${site.url}${path}`,
      {
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
        disableStorageReset: signedIn,
        // Merged into the preset's throttling: the network (slow 4G) stays as it is.
        ...(throttling.kind === 'calibrated'
          ? { throttling: { cpuSlowdownMultiplier: throttling.cpuSlowdown } }
          : {}),
        ...(throttling.kind === 'applied' ? { throttlingMethod: 'devtools' as const } : {}),
      },
      undefined,
      page,
    );
    if (!result) throw new Error(`Lighthouse gave no result for ${path}`);
    const { audits, categories, runtimeError } = result.lhr;
    if (runtimeError) throw new LighthouseRunError(`Lighthouse on ${path}: ${runtimeError.code}`);
    const settings = result.lhr.configSettings;
    const cpuSlowdown = throttling.kind === 'calibrated' ? throttling.cpuSlowdown : 4;
    const method = throttling.kind === 'applied' ? 'devtools' : 'simulate';
    if (
      settings.throttlingMethod !== method ||
      settings.throttling.cpuSlowdownMultiplier !== cpuSlowdown ||
      settings.throttling.rttMs !== 150
    ) {
      throw new Error(
        `Lighthouse on ${path} ran with other throttling: ${JSON.stringify(settings.throttling)}`,
      );
    }
    mkdirSync(REPORT_DIR, { recursive: true });
    const name = path.replace(/\W+/g, '-').replace(/^-|-$/g, '') || 'home';
    const suffix = throttling.kind === 'preset' ? '' : `-${throttling.kind}`;
    writeFileSync(
      nodePath.join(REPORT_DIR, `${site.name}-${name}${suffix}.json`),
      JSON.stringify(result.lhr),
    );
    const requests = (audits['network-requests'].details as { items?: unknown[] } | undefined)?.items?.length;
    return {
      path,
      fcpMs: audits['first-contentful-paint'].numericValue ?? NaN,
      lcpMs: audits['largest-contentful-paint'].numericValue ?? NaN,
      cls: audits['cumulative-layout-shift'].numericValue ?? NaN,
      tbtMs: audits['total-blocking-time'].numericValue ?? NaN,
      transferBytes: audits['total-byte-weight'].numericValue ?? NaN,
      requests: requests ?? 0,
      score: categories.performance.score ?? NaN,
      benchmarkIndex: result.lhr.environment.benchmarkIndex,
    };
  } finally {
    await page.close();
  }
}

/**
 * A new consumer signs up (API), then signs in inside the browser, so the page holds the refresh cookie
 * and the signed-in mark the web app restores its session from, and puts a demo product in the cart (once
 * orders knows it).
 */
async function signInWithCart(page: Page, site: Site): Promise<void> {
  const email = `lighthouse.${Date.now().toString(36)}@farm.ng`;
  const signup = await fetch(`${site.apiUrl}/api/v1/auth/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      email,
      password: CONSUMER_PASSWORD,
      firstName: 'Lighthouse',
      lastName: 'Buyer',
      phone: '+2348030000000',
      role: 'consumer',
      deliveryAddress: '12 Market Road, Enugu',
      acceptTerms: true,
    }),
  });
  if (!signup.ok) throw new Error(`sign-up failed: ${signup.status} ${await signup.text()}`);
  const products = (await (await fetch(`${site.apiUrl}/api/v1/products?pageSize=1`)).json()) as {
    items: Array<{ id: string }>;
  };
  await page.goto(`${site.url}/auth`, { waitUntil: 'load' });
  const added = await page.evaluate(
    async (login: { email: string; password: string }, productId: string) => {
      const answer = await fetch('/api/v1/auth/login', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        credentials: 'include',
        body: JSON.stringify(login),
      });
      const { accessToken, user } = (await answer.json()) as { accessToken: string; user: unknown };
      // What the web app keeps after a sign-in (session-storage.ts): a reload then restores the session.
      const storage = (
        globalThis as unknown as { localStorage: { setItem(key: string, value: string): void } }
      ).localStorage; // runs in the page (tools' TypeScript has no DOM types)
      storage.setItem('ihe.signedIn', JSON.stringify({ user }));
      // orders learns the demo products from catalog's events shortly after start: retry for a while.
      for (let attempt = 0; attempt < 120; attempt += 1) {
        const cart = await fetch('/api/v1/cart/items', {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${accessToken}` },
          body: JSON.stringify({ productId, quantity: 5 }),
        });
        if (cart.ok) return true;
        await new Promise((resolve) => setTimeout(resolve, 500));
      }
      return false;
    },
    { email, password: CONSUMER_PASSWORD },
    products.items[0].id,
  );
  if (!added) throw new Error('the consumer could not put a product in the cart');
}

export function printLighthouseTable(title: string, rows: LighthouseRow[]): void {
  const { lcpMs, cls, tbtMs } = LIGHTHOUSE_TARGETS;
  console.log(
    `\n${title}\npage          FCP s  LCP s    CLS      TBT ms   transfer KB  requests  score  CPU index  targets (median of ${RUNS})` +
      '   calibrated CPU: slowdown  LCP s  TBT ms   applied: LCP s  TBT ms   spread: LCP s      TBT ms',
  );
  for (const row of rows) {
    const over = [
      row.lcpMs > lcpMs ? 'LCP' : '',
      row.cls > cls ? 'CLS' : '',
      row.tbtMs > tbtMs ? 'TBT' : '',
    ].filter(Boolean);
    const verdict = over.length ? `OVER: ${over.join(', ')}` : 'PASS';
    const calibrated = row.calibrated
      ? `${row.calibrated.cpuSlowdown.toFixed(1).padStart(25)}× ${(row.calibrated.lcpMs / 1000).toFixed(2).padStart(6)} ` +
        `${row.calibrated.tbtMs.toFixed(0).padStart(7)}`
      : ' '.repeat(41); // the same width: the applied figures stay in their columns
    const applied = row.applied
      ? `${(row.applied.lcpMs / 1000).toFixed(2).padStart(17)} ${row.applied.tbtMs.toFixed(0).padStart(7)}`
      : ' '.repeat(25);
    const spread = row.spread
      ? `${`${(row.spread.lcpMs[0] / 1000).toFixed(2)}–${(row.spread.lcpMs[1] / 1000).toFixed(2)}`.padStart(19)} ` +
        `${`${row.spread.tbtMs[0].toFixed(0)}–${row.spread.tbtMs[1].toFixed(0)}`.padStart(10)}`
      : '';
    console.log(
      `${row.path.padEnd(12)} ${(row.fcpMs / 1000).toFixed(2).padStart(6)} ${(row.lcpMs / 1000).toFixed(2).padStart(6)} ` +
        `${row.cls.toFixed(3).padStart(7)} ` +
        `${row.tbtMs.toFixed(0).padStart(9)} ${(row.transferBytes / 1024).toFixed(0).padStart(12)} ` +
        `${String(row.requests).padStart(9)} ${(row.score * 100).toFixed(0).padStart(6)} ` +
        `${row.benchmarkIndex.toFixed(0).padStart(10)}  ${verdict.padEnd(19)}${calibrated}${applied}${spread}`,
    );
  }
}

/** What the tables' columns mean, and where the full reports are: once, under the last table. */
export function printLighthouseLegend(): void {
  const { lcpMs, cls, tbtMs } = LIGHTHOUSE_TARGETS;
  console.log(
    `\nTargets (Lighthouse mobile, simulated slow 4G, 4× CPU): LCP ≤ ${lcpMs / 1000} s, CLS ≤ ${cls}, TBT ≤ ${tbtMs} ms.` +
      '\nThe preset\'s 4× CPU slowdown assumes a high-end desktop (CPU index ~1,500); "calibrated CPU" is the same ' +
      "page with the slowdown\nLighthouse's throttling guide gives for this machine's CPU index, the same phone on any machine." +
      '\nFCP has no target; where LCP equals it, the largest paint is the first one.' +
      '\n"applied" is the preset\'s slow 4G and 4× CPU applied to the browser as the page loads (DevTools throttling) ' +
      'instead of\nsimulated from an unthrottled load: slower to run, but what the page itself does under them.' +
      '\n"spread" is the lowest and highest of the preset\'s runs (the figures are their median).' +
      '\nThe simulation counts every module chunk that finished downloading before the paint it times (the first for ' +
      'FCP, the largest for LCP)\nas needed for that paint: it cannot see that a module ran after it (only classic ' +
      'scripts are traced by URL; GoogleChrome/lighthouse#17163),\nso FCP and LCP jump from ~1 s to ~2.5 s when the ' +
      'unthrottled load paints a little after its code has arrived.' +
      `\nFull reports: ${REPORT_DIR}`,
  );
}
