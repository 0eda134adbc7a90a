import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoutes, stubFetch } from '../../test/render.js';
import { adminSession, makeDay, type ExtraAnswer } from '../admin-area/test-admin-fixtures.js';
import { AdminAnalyticsPage } from './AdminAnalyticsPage.js';

const PATH = '/admin/analytics';
const render = (path = PATH) =>
  renderRoutes([{ path: PATH, element: <AdminAnalyticsPage /> }], { path, session: adminSession });
const user = () => userEvent.setup({ delay: null });

const DAYS = [makeDay('2026-11-23', 100_000, 4), makeDay('2026-11-24', 50_000, 2)];

function backend(extra?: ExtraAnswer) {
  return stubFetch(async (call) => {
    const answer = await extra?.(call);
    if (answer) return answer;
    if (call.path === '/admin/analytics/daily') return { status: 200, body: DAYS };
    return { status: 404 };
  });
}
const dailyCalls = (calls: ReturnType<typeof backend>) =>
  calls.filter((call) => call.path === '/admin/analytics/daily').map((call) => call.query.toString());

/** The export answers CSV (not JSON); every other call goes to the JSON stub. */
function answerExport(answer: () => Response) {
  const json = globalThis.fetch;
  const exports: Request[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    if (!new URL(request.url).pathname.endsWith('/admin/analytics/daily/export')) return json(input, init);
    exports.push(request);
    return answer();
  });
  return exports;
}

let downloads: string[];
beforeEach(() => {
  // 23:30 UTC on 24 Nov is already 25 Nov in Lagos.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-24T23:30:00Z'));
  downloads = [];
  URL.createObjectURL = vi.fn(() => 'blob:analytics');
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    downloads.push(this.download);
  });
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('/admin/analytics', () => {
  it('asks for the last 30 Lagos days by default and shows the totals and daily rows', async () => {
    const calls = backend();
    render();
    const totals = await screen.findByRole('region', { name: 'Totals for the period' });
    expect(await within(totals).findByText('₦150,000')).toBeInTheDocument();
    expect(within(totals).getByText('6')).toBeInTheDocument();
    expect(within(totals).getByText('₦19,500')).toBeInTheDocument();
    expect(within(totals).getByText('₦130,500')).toBeInTheDocument();
    expect(within(totals).getByText('₦25,000')).toBeInTheDocument();
    expect(dailyCalls(calls)).toEqual(['from=2026-10-27&to=2026-11-25']);

    // The daily figures load after the totals.
    const rows = within(await screen.findByRole('table'))
      .getAllByRole('row')
      .slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      '24 Nov 2026₦50,0002₦6,500₦43,500₦25,000',
      '23 Nov 2026₦100,0004₦13,000₦87,000₦25,000',
    ]);
    expect(await screen.findByText('Revenue and orders')).toBeInTheDocument();
    expect(screen.getByText('Company profit vs vendor earnings')).toBeInTheDocument();
  });

  it('keeps the period in the URL and asks for its dates', async () => {
    const calls = backend();
    const { router } = render(`${PATH}?period=7`);
    await waitFor(() => expect(dailyCalls(calls)).toEqual(['from=2026-11-19&to=2026-11-25']));
    await user().click(screen.getByText('365 days'));
    await waitFor(() => expect(router.state.location.search).toBe('?period=365'));
    await waitFor(() => expect(dailyCalls(calls).at(-1)).toBe('from=2025-11-26&to=2026-11-25'));
    await user().click(screen.getByText('30 days'));
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('exports the period as CSV with the token and says so', async () => {
    backend();
    const exports = answerExport(
      () =>
        new Response('Date,Revenue,Orders,Company Profit,Vendor Earnings,Avg Order Value\n', {
          headers: {
            'Content-Type': 'text/csv; charset=utf-8',
            'Content-Disposition': 'attachment; filename="financials-2026-11-19-to-2026-11-25.csv"',
          },
        }),
    );
    render(`${PATH}?period=7`);
    await screen.findByText('24 Nov 2026');
    await user().click(screen.getByRole('button', { name: /Export CSV/ }));
    expect(await screen.findByText('Analytics data exported successfully')).toBeInTheDocument();
    expect(downloads).toEqual(['financials-2026-11-19-to-2026-11-25.csv']);
    expect(new URL(exports[0]!.url).search).toBe('?from=2026-11-19&to=2026-11-25');
    expect(exports[0]!.headers.get('Authorization')).toBe(`Bearer ${adminSession.tokens!.accessToken}`);
  });

  it('says Failed to export data when the export fails', async () => {
    backend();
    answerExport(() => new Response(JSON.stringify({ statusCode: 500, message: 'Boom' }), { status: 500 }));
    render();
    await screen.findByText('24 Nov 2026');
    await user().click(screen.getByRole('button', { name: /Export CSV/ }));
    expect(await screen.findByText('Failed to export data')).toBeInTheDocument();
    expect(downloads).toEqual([]);
  });

  it('says Failed to load analytics data with a retry', async () => {
    let fail = true;
    backend(({ path }) => (fail && path === '/admin/analytics/daily' ? { status: 500 } : undefined));
    render();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Failed to load analytics data')).toBeInTheDocument();
    fail = false;
    await user().click(within(alert).getByRole('button', { name: /Retry/ }));
    expect(await screen.findByText('24 Nov 2026')).toBeInTheDocument();
  });
});
