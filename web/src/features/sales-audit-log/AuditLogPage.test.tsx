import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoutes, signedInSession } from '../../test/render.js';
import { makeAuditEntry, salesBackend, salesManager } from '../sales-area/test-sales-backend.js';
import { AuditLogPage } from './AuditLogPage.js';

const PATH = '/sales-dashboard/audit-log';
const render = (path = PATH) =>
  renderRoutes([{ path: PATH, element: <AuditLogPage /> }], { path, session: signedInSession(salesManager) });
const user = () => userEvent.setup({ delay: null });

/** 23 entries on the server: pages of 10 with the exact total. */
const ENTRIES = Array.from({ length: 23 }, (_, index) => makeAuditEntry(index + 1));

function auditBackend() {
  return salesBackend(({ path, query }) => {
    if (path !== '/sales/audit-log') return undefined!;
    const page = Number(query.get('page') ?? 1);
    const size = Number(query.get('pageSize'));
    return {
      status: 200,
      body: { items: ENTRIES.slice((page - 1) * size, page * size), total: ENTRIES.length },
    };
  });
}

/** The export answers CSV (not JSON) with its file name; every other call goes to the JSON stub. */
function answerExport(answer: () => Response) {
  const json = globalThis.fetch;
  const exports: Request[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    if (!new URL(request.url).pathname.endsWith('/sales/audit-log/export')) return json(input, init);
    exports.push(request);
    return answer();
  });
  return exports;
}

let downloads: string[];
beforeEach(() => {
  downloads = [];
  URL.createObjectURL = vi.fn(() => 'blob:audit');
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    downloads.push(this.download);
  });
});
afterEach(() => vi.restoreAllMocks());

describe('/sales-dashboard/audit-log', () => {
  it('pages 10 at a time on the server with the exact total; the page is in the URL', async () => {
    const calls = auditBackend();
    const { router } = render();
    expect(await screen.findByText('Created Product 1 (price ₦1,500, stock 40 kg)')).toBeInTheDocument();
    expect(screen.getByText('23 entries')).toBeInTheDocument();
    expect(calls.find((call) => call.path === '/sales/audit-log')?.query.toString()).toBe(
      'page=1&pageSize=10',
    );

    // The pager is disabled while a page loads: wait until Next can be pressed (flaky in CI otherwise).
    const next = async () => {
      await waitFor(() => expect(screen.getByTitle('Next Page')).not.toHaveClass('ant-pagination-disabled'));
      await user().click(screen.getByTitle('Next Page'));
    };
    await next();
    await waitFor(() => expect(router.state.location.search).toBe('?page=2'));
    expect(await screen.findByText('Created Product 11 (price ₦1,500, stock 40 kg)')).toBeInTheDocument();
    await next();
    await waitFor(() => expect(router.state.location.search).toBe('?page=3'));
    expect(await screen.findByText('Created Product 21 (price ₦1,500, stock 40 kg)')).toBeInTheDocument();
    expect(calls.at(-1)?.query.get('page')).toBe('3');
  });

  it('filters by action and search from the URL, and a new filter goes back to page 1', async () => {
    const calls = auditBackend();
    const { router } = render(`${PATH}?action=update&search=yam&page=2`);
    expect(await screen.findByLabelText('Search the audit log')).toHaveValue('yam');
    await waitFor(() =>
      expect(calls.find((call) => call.path === '/sales/audit-log')?.query.toString()).toBe(
        'page=2&pageSize=10&action=update&search=yam',
      ),
    );

    fireEvent.mouseDown(screen.getByLabelText('Filter by action'));
    fireEvent.click(await screen.findByTitle('Reject'));
    await waitFor(() => expect(router.state.location.search).toBe('?action=reject&search=yam'));
    await waitFor(() =>
      expect(calls.at(-1)?.query.toString()).toBe('page=1&pageSize=10&action=reject&search=yam'),
    );

    const box = screen.getByLabelText('Search the audit log');
    await user().clear(box);
    await user().type(box, 'Ofada{Enter}');
    await waitFor(() => expect(router.state.location.search).toBe('?action=reject&search=Ofada'));
  });

  it('exports the CSV with the filters and the server file name: Audit log exported successfully', async () => {
    auditBackend();
    const exports = answerExport(
      () =>
        new Response('Type,Action,User,Details,Timestamp\n', {
          status: 200,
          headers: {
            'Content-Type': 'text/csv; charset=utf-8',
            'Content-Disposition': 'attachment; filename="audit-log-2026-11-24.csv"',
          },
        }),
    );
    render(`${PATH}?action=create&search=rice`);
    await user().click(await screen.findByRole('button', { name: /Export CSV/ }));
    expect(await screen.findByText('Audit log exported successfully')).toBeInTheDocument();
    expect(downloads).toEqual(['audit-log-2026-11-24.csv']);
    expect(new URL(exports[0]!.url).search).toBe('?action=create&search=rice');
    expect(exports[0]!.headers.get('Authorization')).toMatch(/^Bearer /);
  });

  it('shows progress while exporting', async () => {
    auditBackend();
    let finish: (response: Response) => void = () => {};
    vi.stubGlobal(
      'fetch',
      ((json) => async (input: RequestInfo | URL, init?: RequestInit) => {
        const request = input instanceof Request ? input : new Request(input, init);
        if (!request.url.includes('/export')) return json(input, init);
        return new Promise<Response>((resolve) => (finish = resolve));
      })(globalThis.fetch),
    );
    render();
    await user().click(await screen.findByRole('button', { name: /Export CSV/ }));
    expect(await screen.findByRole('button', { name: /Preparing CSV…/ })).toBeInTheDocument();
    finish(new Response('x', { status: 200, headers: { 'Content-Type': 'text/csv' } }));
    expect(await screen.findByText('Audit log exported successfully')).toBeInTheDocument();
    expect(downloads[0]).toMatch(/^audit-log-\d{4}-\d{2}-\d{2}\.csv$/);
  });

  it('says Failed to export audit log when the export fails', async () => {
    auditBackend();
    answerExport(
      () =>
        new Response(JSON.stringify({ statusCode: 500, message: 'Internal server error' }), {
          status: 500,
          headers: { 'Content-Type': 'application/json' },
        }),
    );
    render();
    await user().click(await screen.findByRole('button', { name: /Export CSV/ }));
    expect(await screen.findByText('Failed to export audit log')).toBeInTheDocument();
    expect(downloads).toEqual([]);
  });

  it('says Failed to load audit logs and retries', async () => {
    let fail = true;
    salesBackend(({ path }) => (fail && path === '/sales/audit-log' ? { status: 500 } : undefined!));
    render();
    expect((await screen.findAllByText('Failed to load audit logs')).length).toBeGreaterThan(0);
    fail = false;
    await user().click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Created Product 1 (price ₦1,500, stock 40 kg)')).toBeInTheDocument();
  });
});
