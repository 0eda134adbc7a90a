import AxeBuilder from '@axe-core/playwright';
import { appendFile, mkdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { expect, type Page } from '@playwright/test';

const FINDINGS_FILE = fileURLToPath(new URL('./artifacts/axe-findings.jsonl', import.meta.url));
await mkdir(new URL('./artifacts/', import.meta.url), { recursive: true });

export const DESKTOP = { name: 'desktop', width: 1280, height: 900 } as const;
export const PHONE = { name: 'phone', width: 390, height: 844 } as const;
export const VIEWPORTS = [DESKTOP, PHONE] as const;
export type Viewport = (typeof VIEWPORTS)[number];

/** What fails the suite: axe's two top impacts (issue 14). Moderate and minor findings are only counted. */
const BLOCKING = new Set(['serious', 'critical']);

export interface Finding {
  where: string;
  rule: string;
  impact: string;
  help: string;
  nodes: { target: string; summary: string }[];
}

/** One scan's findings, kept per page so the report says where each one is. */
// Legacy mode runs axe in the page itself; the default opens a blank page per scan to merge frames' results
// (the app has no frames).
export class AxeReport {
  readonly findings: Finding[] = [];
  scans = 0;

  /** Waits for the page to settle (no spinner or skeleton, antd's motion done), then runs every axe rule. */
  async scan(page: Page, where: string): Promise<void> {
    await settle(page);
    const results = await new AxeBuilder({ page }).setLegacyMode(true).analyze();
    this.scans += 1;
    const found: Finding[] = [];
    for (const violation of results.violations) {
      found.push({
        where,
        rule: violation.id,
        impact: violation.impact ?? 'unknown',
        help: violation.help,
        nodes: violation.nodes.map((node) => ({
          target: node.target.join(' '),
          summary: node.failureSummary?.replace(/\n\s*/g, ' ') ?? '',
        })),
      });
    }
    this.findings.push(...found);
    // Kept as they come, so a run cut short still tells what it saw (artifacts/ is not committed).
    await appendFile(FINDINGS_FILE, found.map((finding) => `${JSON.stringify(finding)}\n`).join(''));
  }

  blocking(): Finding[] {
    return this.findings.filter((finding) => BLOCKING.has(finding.impact));
  }

  /** Rule id → pages it fails on, for the log and the note. */
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
    return [`${this.scans} scans`, ...(lines.length ? lines : ['  no violations'])].join('\n');
  }

  /** Fails with every serious or critical finding spelled out: page, rule, and each element with axe's advice. */
  expectNoBlocking(): void {
    const text = this.blocking()
      .map(
        (finding) =>
          `${finding.where} — ${finding.rule} (${finding.impact}): ${finding.help}\n` +
          finding.nodes.map((node) => `    ${node.target}\n      ${node.summary}`).join('\n'),
      )
      .join('\n');
    console.log(this.summary());
    expect(this.blocking().length, `serious or critical accessibility violations:\n${text}`).toBe(0);
  }
}

/**
 * A page is ready for a scan once its data has loaded: no spinner, no skeleton, no motion in progress. A page
 * still loading after 15 s is scanned as it is (its loading state is a state people see too).
 */
export async function settle(page: Page): Promise<void> {
  const busy = page.locator('.ant-spin-spinning, .ant-skeleton-active, [role="status"] .ant-spin');
  await busy
    .first()
    .waitFor({ state: 'detached', timeout: 15_000 })
    .catch(() => console.log(`still loading after 15 s: ${page.url()}`));
  // antd fades content in (opacity): contrast measured mid-fade would be wrong.
  await expect(
    page.locator('[class*="-enter-active"], [class*="-appear-active"], [class*="-leave-active"]'),
  ).toHaveCount(0);
  await page.waitForTimeout(150);
}
