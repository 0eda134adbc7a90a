import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RouteObject } from 'react-router-dom';
import type { AdminSalesManagerItem } from '@ihe/contracts';
import { routes as appRoutes } from '../../app/routes.js';
import { makeUser, renderRoutes, signedInSession, stubFetch, type FetchHandler } from '../../test/render.js';
import { AdminSalesManagersPage } from './AdminSalesManagersPage.js';

const routes: RouteObject[] = [{ path: '/admin/sales-managers', element: <AdminSalesManagersPage /> }];
const admin = makeUser({ role: 'admin', firstName: 'Ngozi' });
const session = signedInSession(admin);

function makeManager(id: string, fullName: string, isApproved: boolean | null): AdminSalesManagerItem {
  return {
    id,
    fullName,
    email: `${id}@ihe.ng`,
    phone: '+2348031234567',
    companyIdCode: `IHE-SM-${id.toUpperCase()}`,
    isApproved,
    rejectionReason: isApproved === false ? 'Rejected by admin' : null,
    createdAt: '2026-11-21T09:30:00.000Z',
  };
}

const managers = [
  makeManager('emeka', 'Emeka Nwosu', null),
  makeManager('bisi', 'Bisi Adewale', true),
  makeManager('tunde', 'Tunde Bakare', false),
];
const counts = { pending: 4, approved: 7, rejected: 2 };

function backend(extra?: FetchHandler) {
  return stubFetch(async (call) => {
    const answer = await extra?.(call);
    if (answer) return answer;
    if (call.method === 'GET' && call.path === '/admin/sales-managers') {
      const search = call.query.get('search')?.toLowerCase() ?? '';
      const items = managers.filter((manager) => manager.fullName.toLowerCase().includes(search));
      return { status: 200, body: { items, counts } };
    }
    const decision = /^\/admin\/sales-managers\/([^/]+)\/(approve|reject)$/.exec(call.path);
    if (call.method === 'POST' && decision) {
      const manager = managers.find((item) => item.id === decision[1])!;
      return { status: 200, body: { salesManager: manager, message: 'ok' } };
    }
    return { status: 404 };
  });
}

const render = (path = '/admin/sales-managers') => renderRoutes(routes, { path, session });
const user = () => userEvent.setup({ delay: null });
const rowOf = async (name: string) => (await screen.findByText(name)).closest('tr')!;
const posts = (calls: ReturnType<typeof backend>) => calls.filter((call) => call.method === 'POST');

describe('/admin/sales-managers', () => {
  it('shows the counts per state and every column of the table', async () => {
    backend();
    render();
    const row = await rowOf('Emeka Nwosu');
    for (const [label, value] of [
      ['Pending', '4'],
      ['Approved', '7'],
      ['Rejected', '2'],
    ])
      await waitFor(() =>
        expect(screen.getByLabelText(`${label} sales managers`)).toHaveTextContent(`${label}${value}`),
      );
    for (const text of ['emeka@ihe.ng', '+2348031234567', 'IHE-SM-EMEKA', 'Pending', '21 Nov 2026'])
      expect(within(row).getByText(text)).toBeInTheDocument();
    expect(within(await rowOf('Tunde Bakare')).getByText('Rejected by admin')).toBeInTheDocument();
  });

  it('offers Approve and Reject when pending, Approve when rejected, Revoke when approved', async () => {
    backend();
    render();
    const buttons = async (name: string) =>
      within(await rowOf(name))
        .getAllByRole('button')
        .map((button) => button.textContent);
    expect(await buttons('Emeka Nwosu')).toEqual(['Approve', 'Reject']);
    expect(await buttons('Tunde Bakare')).toEqual(['Approve']);
    expect(await buttons('Bisi Adewale')).toEqual(['Revoke']);
  });

  it('approves a pending manager: Sales manager approved successfully', async () => {
    const calls = backend();
    render();
    await user().click(await screen.findByRole('button', { name: 'Approve Emeka Nwosu' }));
    expect(await screen.findByText('Sales manager approved successfully')).toBeInTheDocument();
    expect(posts(calls)).toEqual([expect.objectContaining({ path: '/admin/sales-managers/emeka/approve' })]);
  });

  it('approves a rejected manager again', async () => {
    const calls = backend();
    render();
    await user().click(await screen.findByRole('button', { name: 'Approve Tunde Bakare' }));
    expect(await screen.findByText('Sales manager approved successfully')).toBeInTheDocument();
    expect(posts(calls)[0]?.path).toBe('/admin/sales-managers/tunde/approve');
  });

  it('rejects a pending manager with the fixed reason: Sales manager rejected', async () => {
    const calls = backend();
    render();
    await user().click(await screen.findByRole('button', { name: 'Reject Emeka Nwosu' }));
    expect(await screen.findByText('Sales manager rejected')).toBeInTheDocument();
    expect(posts(calls)).toEqual([
      expect.objectContaining({
        path: '/admin/sales-managers/emeka/reject',
        body: { reason: 'Rejected by admin' },
      }),
    ]);
  });

  it('revokes an approved manager only after the confirmation', async () => {
    const calls = backend();
    render();
    await user().click(await screen.findByRole('button', { name: 'Revoke Bisi Adewale' }));
    const confirm = await screen.findByRole('tooltip');
    expect(within(confirm).getByText("Revoke Bisi Adewale's access?")).toBeInTheDocument();
    expect(posts(calls)).toHaveLength(0);

    await user().click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(posts(calls)).toHaveLength(0);

    await user().click(screen.getByRole('button', { name: 'Revoke Bisi Adewale' }));
    await user().click(within(await screen.findByRole('tooltip')).getByRole('button', { name: 'Revoke' }));
    expect(await screen.findByText('Sales manager rejected')).toBeInTheDocument();
    expect(posts(calls)).toEqual([
      expect.objectContaining({
        path: '/admin/sales-managers/bisi/reject',
        body: { reason: 'Rejected by admin' },
      }),
    ]);
  });

  it("prefers the server's message when a decision fails", async () => {
    backend(({ method }) =>
      method === 'POST'
        ? { status: 409, body: { statusCode: 409, message: 'This sales manager is already approved' } }
        : undefined!,
    );
    render();
    await user().click(await screen.findByRole('button', { name: 'Approve Emeka Nwosu' }));
    expect(await screen.findByText('This sales manager is already approved')).toBeInTheDocument();
  });

  it.each([
    ['Approve Emeka Nwosu', 'Failed to approve sales manager'],
    ['Reject Emeka Nwosu', 'Failed to reject sales manager'],
  ])('%s failing without a message says %s', async (button, text) => {
    backend(({ method }) => (method === 'POST' ? { status: 500 } : undefined!));
    render();
    await user().click(await screen.findByRole('button', { name: button }));
    expect(await screen.findByText(text)).toBeInTheDocument();
  });

  it('keeps the search in the URL and asks the server with it', async () => {
    const calls = backend();
    const { router } = render('/admin/sales-managers?search=bisi');
    expect(await screen.findByText('Bisi Adewale')).toBeInTheDocument();
    expect(screen.queryByText('Emeka Nwosu')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Search sales managers')).toHaveValue('bisi');
    expect(calls[0]?.query.get('search')).toBe('bisi');

    const box = screen.getByLabelText('Search sales managers');
    await user().clear(box);
    await user().type(box, 'tunde{Enter}');
    await waitFor(() => expect(router.state.location.search).toBe('?search=tunde'));
    expect(await screen.findByText('Tunde Bakare')).toBeInTheDocument();
    expect(calls.at(-1)?.query.get('search')).toBe('tunde');
  });

  it('says Failed to load sales managers and retries', async () => {
    let fail = true;
    backend(() => (fail ? { status: 500 } : undefined!));
    render();
    expect((await screen.findAllByText('Failed to load sales managers')).length).toBeGreaterThan(0);
    fail = false;
    await user().click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Emeka Nwosu')).toBeInTheDocument();
  });
});

describe('/admin/sales-managers in the app', () => {
  it('is in the admin side navigation', async () => {
    backend(({ path }) => (path === '/me' ? { status: 200, body: admin } : undefined!));
    renderRoutes(appRoutes, { path: '/admin/sales-managers', session });
    expect(await screen.findByRole('heading', { name: 'Sales Managers' })).toBeInTheDocument();
    const navigation = screen.getByLabelText('Supreme Admin navigation');
    expect(within(navigation).getByText('Sales Managers')).toBeInTheDocument();
  });
});
