import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeUser, renderRoutes, signedInSession, stubFetch, type FetchHandler } from '../../test/render.js';
import { EarningsStatementCard } from './EarningsStatementCard.js';
import { makeEmptyStatement, makeStatement } from './test-statement.js';

const PATH = '/vendor-dashboard';
const session = signedInSession(makeUser({ role: 'vendor', businessName: 'Benue Yams Ltd' }));
const render = (path = PATH) =>
  renderRoutes([{ path: PATH, element: <EarningsStatementCard /> }], { path, session });
const user = () => userEvent.setup({ delay: null });

function backend(answer: ReturnType<FetchHandler> = { status: 200, body: makeStatement() }) {
  return stubFetch(({ path }) => (path === '/vendor/statement' ? answer : { status: 404 }));
}
const statementCalls = (calls: ReturnType<typeof backend>) =>
  calls.filter((call) => call.path === '/vendor/statement').map((call) => call.query.toString());
const rowTexts = (name: string) =>
  within(screen.getByRole('table', { name }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.textContent);

/** The export answers CSV (not JSON); every other call goes to the JSON stub. */
function answerExport(answer: () => Response) {
  const json = globalThis.fetch;
  const exports: Request[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    if (!new URL(request.url).pathname.endsWith('/vendor/statement/export')) return json(input, init);
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
  URL.createObjectURL = vi.fn(() => 'blob:statement');
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    downloads.push(this.download);
  });
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('the vendor earnings statement card', () => {
  it('asks for the last 30 Lagos days and shows the net totals, each order and each day', async () => {
    const calls = backend();
    render();
    const totals = await screen.findByRole('region', { name: 'Statement totals' });
    expect(within(totals).getByText('₦165,500')).toBeInTheDocument();
    expect(within(totals).getByText('2')).toBeInTheDocument();
    expect(within(totals).getByText('130.5 kg')).toBeInTheDocument();
    expect(within(totals).getByText('₦8,000')).toBeInTheDocument();
    expect(statementCalls(calls)).toEqual(['from=2026-10-27&to=2026-11-25']);

    expect(rowTexts('Earnings by order')).toEqual([
      'ORD-ABC00124 Nov 2026ReversedOfada Rice · 4 kg₦0',
      'ORD-ABC00024 Nov 2026EarnedBenue Yam · 50 kg₦45,000',
      'ORD-ABC00F22 Nov 2026EarnedBenue Yam · 76.5 kgOfada Rice · 4 kg₦120,500',
    ]);
    await user().click(screen.getByRole('tab', { name: 'By day' }));
    await waitFor(() =>
      expect(rowTexts('Earnings by day')).toEqual(['24 Nov 20261₦45,000', '22 Nov 20261₦120,500']),
    );
  });

  it('keeps the period in the URL and asks for its dates', async () => {
    const calls = backend();
    const { router } = render(`${PATH}?earnings=7`);
    await waitFor(() => expect(statementCalls(calls)).toEqual(['from=2026-11-19&to=2026-11-25']));
    await user().click(screen.getByText('90 days'));
    await waitFor(() => expect(router.state.location.search).toBe('?earnings=90'));
    await waitFor(() => expect(statementCalls(calls).at(-1)).toBe('from=2026-08-28&to=2026-11-25'));
    await user().click(screen.getByText('30 days'));
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('says so when the period has no earnings', async () => {
    backend({ status: 200, body: makeEmptyStatement() });
    render();
    expect(await screen.findByText('No earnings in this period yet')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Statement totals' })).getAllByText('₦0')).toHaveLength(
      2,
    );
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('downloads the period as CSV with the token and says so', async () => {
    backend();
    const exports = answerExport(
      () =>
        new Response('Date,Order,Product,Quantity (kg),Earnings (NGN),Entry\r\n', {
          headers: {
            'Content-Type': 'text/csv; charset=utf-8',
            'Content-Disposition':
              'attachment; filename="ihe-earnings-statement-2026-11-19-to-2026-11-25.csv"',
          },
        }),
    );
    render(`${PATH}?earnings=7`);
    await screen.findByText('ORD-ABC000');
    await user().click(screen.getByRole('button', { name: /Download CSV/ }));
    expect(await screen.findByText('Earnings statement downloaded')).toBeInTheDocument();
    expect(downloads).toEqual(['ihe-earnings-statement-2026-11-19-to-2026-11-25.csv']);
    expect(new URL(exports[0]!.url).search).toBe('?from=2026-11-19&to=2026-11-25');
    expect(exports[0]!.headers.get('Authorization')).toBe(`Bearer ${session.tokens!.accessToken}`);
  });

  it('says Failed to export data when the download fails', async () => {
    backend();
    answerExport(() => new Response(JSON.stringify({ statusCode: 500, message: 'Boom' }), { status: 500 }));
    render();
    await screen.findByText('ORD-ABC000');
    await user().click(screen.getByRole('button', { name: /Download CSV/ }));
    expect(await screen.findByText('Failed to export data')).toBeInTheDocument();
    expect(downloads).toEqual([]);
  });

  it('says Failed to load your earnings statement with a retry', async () => {
    let fail = true;
    stubFetch(({ path }) =>
      path !== '/vendor/statement'
        ? { status: 404 }
        : fail
          ? { status: 500 }
          : { status: 200, body: makeStatement() },
    );
    render();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Failed to load your earnings statement')).toBeInTheDocument();
    fail = false;
    await user().click(within(alert).getByRole('button', { name: /Retry/ }));
    expect(await screen.findByText('ORD-ABC000')).toBeInTheDocument();
  });
});
