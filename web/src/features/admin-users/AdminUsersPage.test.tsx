import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoutes, stubFetch } from '../../test/render.js';
import { adminSession, makeUserRow, type ExtraAnswer } from '../admin-area/test-admin-fixtures.js';
import { AdminUsersPage } from './AdminUsersPage.js';

const PATH = '/admin/users';
const render = (path = PATH) =>
  renderRoutes([{ path: PATH, element: <AdminUsersPage /> }], { path, session: adminSession });
const user = () => userEvent.setup({ delay: null });

const ROWS = [
  makeUserRow(),
  makeUserRow({
    userId: 'u-terver',
    fullName: 'Terver Iorfa',
    email: 'terver@benueyams.ng',
    role: 'vendor',
    isApproved: null,
    isActive: true,
    verificationStatus: 'pending',
    businessName: 'Benue Yams Ltd',
    lastLogin: null,
    totalOrders: 0,
    totalSpent: 0,
    accountValue: 2_450_000,
  }),
  makeUserRow({
    userId: 'u-bisi',
    fullName: 'Bisi Adewale',
    email: 'bisi@ihe.ng',
    role: 'sales_manager',
    isApproved: true,
    isActive: false,
  }),
  makeUserRow({ userId: 'u-ngozi', fullName: 'Ngozi Okafor', email: 'ngozi@ihe.ng', role: 'admin' }),
];

function backend(extra?: ExtraAnswer) {
  return stubFetch(async (call) => {
    const answer = await extra?.(call);
    if (answer) return answer;
    if (call.method === 'GET' && call.path === '/admin/users') {
      const role = call.query.get('role');
      const search = call.query.get('search')?.toLowerCase() ?? '';
      const items = ROWS.filter(
        (row) => (!role || row.role === role) && row.fullName.toLowerCase().includes(search),
      );
      return { status: 200, body: { items, total: items.length } };
    }
    if (call.method === 'POST' && /^\/admin\/users\/[^/]+\/actions$/.test(call.path)) {
      const id = call.path.split('/')[3]!;
      const user = { id, isActive: false, isApproved: true, deleted: false };
      return { status: 200, body: { success: true, message: 'User suspended', user } };
    }
    return { status: 404 };
  });
}

// A row of the table or a phone's card (jsdom has no breakpoints, so the cards render here).
const rowOf = async (name: string) =>
  (await screen.findByText(name)).closest<HTMLElement>('[data-user-row]')!;
const posts = (calls: ReturnType<typeof backend>) => calls.filter((call) => call.method === 'POST');

describe('/admin/users', () => {
  it('asks for the first 100 users and shows every field, the status per spec 2 §4', async () => {
    const calls = backend();
    render();
    const ada = await rowOf('Ada Obi');
    expect(calls.find((call) => call.path === '/admin/users')?.query.toString()).toBe(
      'role=&search=&limit=100&offset=0',
    );
    for (const text of [
      'ada@example.com',
      '+2348012345678',
      'Consumer',
      'Active',
      '2 Nov 2026',
      '₦184,500',
    ]) {
      expect(within(ada).getAllByText(text).length).toBeGreaterThan(0);
    }
    expect(within(ada).getByText('12')).toBeInTheDocument();
    const terver = await rowOf('Terver Iorfa');
    for (const text of ['Vendor', 'Pending Approval', 'Benue Yams Ltd', 'Never', '₦2,450,000']) {
      expect(within(terver).getByText(text)).toBeInTheDocument();
    }
    expect(within(await rowOf('Bisi Adewale')).getByText('Suspended')).toBeInTheDocument();
  });

  it('offers suspend and delete when approved, activate and delete when not, nothing for admins', async () => {
    backend();
    render();
    const names = async (name: string) =>
      within(await rowOf(name))
        .queryAllByRole('button')
        .map((button) => button.textContent);
    expect(await names('Ada Obi')).toEqual(['Suspend', 'Delete']);
    expect(await names('Terver Iorfa')).toEqual(['Activate', 'Delete']);
    // Suspended (approved but not active): activate restores it.
    expect(await names('Bisi Adewale')).toEqual(['Activate', 'Delete']);
    expect(await names('Ngozi Okafor')).toEqual([]);
    expect(within(await rowOf('Ngozi Okafor')).getByText('No actions')).toBeInTheDocument();
  });

  it('keeps the search and role in the URL and asks the server with them', async () => {
    const calls = backend();
    const { router } = render(`${PATH}?role=vendor&search=terver`);
    expect(await screen.findByLabelText('Search users')).toHaveValue('terver');
    await rowOf('Terver Iorfa');
    expect(screen.queryByText('Ada Obi')).not.toBeInTheDocument();
    expect(calls.find((call) => call.path === '/admin/users')?.query.toString()).toBe(
      'role=vendor&search=terver&limit=100&offset=0',
    );

    await user().click(screen.getByRole('combobox', { name: 'Role' }));
    await user().click(await screen.findByTitle('All roles'));
    await waitFor(() => expect(router.state.location.search).toBe('?search=terver'));
    await user().clear(screen.getByLabelText('Search users'));
    await user().type(screen.getByLabelText('Search users'), 'ada{Enter}');
    await waitFor(() => expect(router.state.location.search).toBe('?search=ada'));
    await rowOf('Ada Obi');
    expect(calls.at(-1)?.query.toString()).toBe('role=&search=ada&limit=100&offset=0');
  });

  it('suspends only after the confirmation, with the notes, and shows the server message', async () => {
    const calls = backend();
    render();
    await user().click(within(await rowOf('Ada Obi')).getByRole('button', { name: 'Suspend Ada Obi' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Suspend Ada Obi?')).toBeInTheDocument();
    expect(posts(calls)).toHaveLength(0);
    await user().type(within(dialog).getByLabelText('Admin notes (optional)'), '  Chargebacks on 3 orders ');
    await user().click(within(dialog).getByRole('button', { name: /Suspend/ }));
    expect(await screen.findByText('User suspended')).toBeInTheDocument();
    expect(posts(calls)).toEqual([
      expect.objectContaining({
        path: '/admin/users/u-ada/actions',
        body: { action: 'suspend', notes: 'Chargebacks on 3 orders' },
      }),
    ]);
    // Closed (antd's leave animation never ends under jsdom, so the element may linger while leaving).
    await waitFor(() => expect(document.querySelector('.ant-modal:not(.ant-zoom-leave)')).toBeNull());
    // The list (analytics' copy, still the old state here) shows identity's answer at once: Suspended, Activate.
    const ada = await rowOf('Ada Obi');
    expect(within(ada).getByText('Suspended')).toBeInTheDocument();
    expect(within(ada).getByRole('button', { name: 'Activate Ada Obi' })).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(within(await rowOf('Ada Obi')).getByText('Suspended')).toBeInTheDocument();
  });

  it('sends no notes when none are written, and Cancel sends nothing', async () => {
    const calls = backend();
    render();
    await user().click(
      within(await rowOf('Terver Iorfa')).getByRole('button', { name: 'Delete Terver Iorfa' }),
    );
    await user().click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    expect(posts(calls)).toHaveLength(0);

    await user().click(
      within(await rowOf('Terver Iorfa')).getByRole('button', { name: 'Activate Terver Iorfa' }),
    );
    await user().click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Activate' }));
    await waitFor(() => expect(posts(calls)).toHaveLength(1));
    expect(posts(calls)[0]!.body).toEqual({ action: 'activate' });
  });

  it('says Action failed when the server refuses without a text, and shows its error text otherwise', async () => {
    let answer: { status: number; body?: unknown } = { status: 200, body: { success: false, message: '' } };
    backend(({ method }) => (method === 'POST' ? answer : undefined));
    render();
    const suspend = async () => {
      await user().click(within(await rowOf('Ada Obi')).getByRole('button', { name: 'Suspend Ada Obi' }));
      await user().click(within(await screen.findByRole('dialog')).getByRole('button', { name: /Suspend/ }));
    };
    await suspend();
    expect(await screen.findByText('Action failed')).toBeInTheDocument();

    answer = {
      status: 403,
      body: { statusCode: 403, message: 'Admin accounts cannot be suspended, activated or deleted' },
    };
    await user().click(within(screen.getByRole('dialog')).getByRole('button', { name: /Suspend/ }));
    expect(
      await screen.findByText('Admin accounts cannot be suspended, activated or deleted'),
    ).toBeInTheDocument();

    answer = { status: 500 };
    await user().click(within(screen.getByRole('dialog')).getByRole('button', { name: /Suspend/ }));
    expect(await screen.findByText('Failed to perform action')).toBeInTheDocument();
  });

  it('says Failed to load users with a retry', async () => {
    let fail = true;
    backend(({ path }) => (fail && path === '/admin/users' ? { status: 500 } : undefined));
    render();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Failed to load users')).toBeInTheDocument();
    fail = false;
    await user().click(within(alert).getByRole('button', { name: /Retry/ }));
    await rowOf('Ada Obi');
  });
});
