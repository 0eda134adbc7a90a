import AxeBuilder from '@axe-core/playwright';
import { appendFile, mkdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { expect, type Page, type Request } from '@playwright/test';

const FINDINGS_FILE = fileURLToPath(new URL('./artifacts/axe-findings.jsonl', import.meta.url));
await mkdir(new URL('./artifacts/', import.meta.url), { recursive: true });

export const DESKTOP = { name: 'desktop', width: 1280, height: 900 } as const;
export const PHONE = { name: 'phone', width: 390, height: 844 } as const;
export const VIEWPORTS = [DESKTOP, PHONE] as const;
export type Viewport = (typeof VIEWPORTS)[number];

/**
 * What fails the suite: every impact but axe's lowest, "minor" (issue 14: moderate findings were fixed and must
 * stay fixed). A rule that cannot be met goes in EXEMPT with the reason; there is none today.
 */
const BLOCKING = new Set(['moderate', 'serious', 'critical']);
const EXEMPT: ReadonlyMap<string, string> = new Map();

export interface Finding {
  where: string;
  rule: string;
  impact: string;
  help: string;
  nodes: { target: string; html: string; summary: string }[];
}

/** One scan's findings, kept per page so the report says where each one is. */
export class AxeReport {
  readonly findings: Finding[] = [];
  scans = 0;
  private settling = 0;
  private analysing = 0;

  /** Waits for the page to be ready (see settle), then runs every axe rule. */
  async scan(page: Page, where: string): Promise<void> {
    const started = Date.now();
    await settle(page);
    const settled = Date.now();
    // Legacy mode runs axe in the page itself; the default opens a blank page per scan to merge frames'
    // results (the app has no frames). resultTypes keeps every rule but returns one node per passing rule
    // instead of all of them: on /shop that cut a scan from ~6 s to ~1.6 s (most of it was serialising passes).
    const results = await new AxeBuilder({ page })
      .setLegacyMode(true)
      .options({ resultTypes: ['violations'] })
      .analyze();
    this.settling += settled - started;
    this.analysing += Date.now() - settled;
    this.scans += 1;
    const found: Finding[] = results.violations.map((violation) => ({
      where,
      rule: violation.id,
      impact: violation.impact ?? 'unknown',
      help: violation.help,
      nodes: violation.nodes.map((node) => ({
        target: node.target.join(' '),
        html: node.html.slice(0, 200),
        summary: node.failureSummary?.replace(/\n\s*/g, ' ') ?? '',
      })),
    }));
    this.findings.push(...found);
    // Kept as they come, so a run cut short still tells what it saw (artifacts/ is not committed).
    await appendFile(FINDINGS_FILE, found.map((finding) => `${JSON.stringify(finding)}\n`).join(''));
  }

  blocking(): Finding[] {
    return this.findings.filter((finding) => BLOCKING.has(finding.impact) && !EXEMPT.has(finding.rule));
  }

  /** Rule id → pages it fails on, for the log and the issue's note; and where the time went. */
  summary(): string {
    const byRule = new Map<string, { impact: string; pages: number; nodes: number }>();
    for (const finding of this.findings) {
      const entry = byRule.get(finding.rule) ?? { impact: finding.impact, pages: 0, nodes: 0 };
      entry.pages += 1;
      entry.nodes += finding.nodes.length;
      byRule.set(finding.rule, entry);
    }
    const lines = [...byRule].map(
      ([rule, entry]) => `  ${rule} (${entry.impact}): ${entry.pages} page scans, ${entry.nodes} elements`,
    );
    const seconds = (ms: number) => (ms / 1000).toFixed(1);
    return [
      `${this.scans} scans (waiting for pages ${seconds(this.settling)} s, axe ${seconds(this.analysing)} s)`,
      ...(lines.length ? lines : ['  no violations']),
    ].join('\n');
  }

  /** Fails with every blocking finding spelled out: page, rule, and each element with axe's advice. */
  expectNoBlocking(): void {
    const text = this.blocking()
      .map(
        (finding) =>
          `${finding.where} — ${finding.rule} (${finding.impact}): ${finding.help}\n` +
          finding.nodes
            .map((node) => `    ${node.target}\n      ${node.html}\n      ${node.summary}`)
            .join('\n'),
      )
      .join('\n');
    console.log(this.summary());
    expect(this.blocking().length, `moderate, serious or critical accessibility violations:\n${text}`).toBe(
      0,
    );
  }
}

/** Requests a page has in flight, from watchRequests. */
const inFlight = new WeakMap<Page, Set<Request>>();

/** The live event stream stays open as long as a signed-in page does: it is never "in flight" to wait for. */
const isLiveStream = (request: Request) => request.url().includes('/api/v1/events/stream');

/** Counts the page's requests in flight, so settle can wait for its data and code; call before its first goto. */
export function watchRequests(page: Page): void {
  const pending = new Set<Request>();
  inFlight.set(page, pending);
  page.on('request', (request) => {
    if (!isLiveStream(request)) pending.add(request);
  });
  page.on('requestfinished', (request) => pending.delete(request));
  page.on('requestfailed', (request) => pending.delete(request));
}

/**
 * In the page: ready to scan. The app has taken the page over (a prerendered page's painted markup is not yet
 * the app's), and every page and state has an h1 once its route has rendered (axe's
 * page-has-heading-one holds everywhere) and no spinner or skeleton shows. Then motion is brought to its end
 * rather than waited for: contrast measured mid-fade would be wrong (a button turning enabled fades its colours
 * for 0.2 s), and waiting out each fade (0.2–0.3 s, a click ripple 2 s) cost more than axe on small pages.
 * Finishing a CSS transition or animation fires its end event, so antd's motion then drops its
 * -enter/-appear/-leave classes, checked on a following frame. Endless animations (a skeleton's shimmer, a
 * pulsing dot) cannot be finished and change no colour axe reads once the page is ready.
 */
function pageIsReady(): boolean {
  // A prerendered page is painted with its h1 before the app has it: the app may then send the person
  // elsewhere (a vendor opening /checkout goes to the dashboard), mid-scan on a slow machine.
  if (document.querySelector('#root[data-prerendered]')) return false;
  if (document.querySelector('h1') === null) return false;
  const loading = '.ihe-page-loading, .ant-spin-spinning, .ant-skeleton-active, [role="status"] .ant-spin';
  if (document.querySelector(loading)) return false;
  for (const animation of document.getAnimations()) {
    if (animation.effect?.getTiming().iterations !== Infinity) animation.finish();
  }
  return (
    document.querySelector(
      '[class*="-enter-active"], [class*="-appear-active"], [class*="-leave-active"]',
    ) === null
  );
}

const SETTLE_LIMIT_MS = 15_000;

/**
 * A page is ready for a scan when no request of its own is in flight (the route's code, its data) and the page
 * says it is ready (pageIsReady), both at once — rendering data can start another request. A page still not
 * ready after 15 s is scanned as it is (its loading state is a state people see too).
 */
export async function settle(page: Page): Promise<void> {
  const pending = inFlight.get(page);
  if (!pending) throw new Error('settle needs watchRequests(page) before the page is opened');
  const deadline = Date.now() + SETTLE_LIMIT_MS;
  while (Date.now() < deadline) {
    while (pending.size > 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
    const ready = await page
      .waitForFunction(pageIsReady, undefined, {
        polling: 'raf',
        timeout: Math.max(1, deadline - Date.now()),
      })
      .then(() => true)
      .catch(() => false);
    if (ready && pending.size === 0) return;
  }
  const waitingFor = [...pending].map((request) => request.url()).join(', ');
  console.log(
    `not ready after ${SETTLE_LIMIT_MS / 1000} s: ${page.url()}${waitingFor ? ` (waiting for ${waitingFor})` : ''}`,
  );
}
