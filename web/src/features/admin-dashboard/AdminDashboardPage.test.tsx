import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminOverview } from '@ihe/contracts';
import { renderRoutes, stubFetch } from '../../test/render.js';
import {
  adminSession,
  makeActivity,
  makeOverview,
  type ExtraAnswer,
} from '../admin-area/test-admin-fixtures.js';
import { AdminDashboardPage } from './AdminDashboardPage.js';

const PATH = '/admin/dashboard';
const render = () =>
  renderRoutes([{ path: PATH, element: <AdminDashboardPage /> }], { path: PATH, session: adminSession });
const user = () => userEvent.setup({ delay: null });

function backend(overview: AdminOverview = makeOverview(), extra?: ExtraAnswer) {
  return stubFetch(async (call) => {
    const answer = await extra?.(call);
    if (answer) return answer;
    if (call.path === '/admin/overview') return { status: 200, body: overview };
    if (call.path === '/admin/activity') {
      return { status: 200, body: Array.from({ length: 10 }, (_, index) => makeActivity(index + 1)) };
    }
    return { status: 404 };
  });
}

const figure = (title: string) => screen.getByText(title).closest('.ant-card') as HTMLElement;

describe('/admin/dashboard', () => {
  it('shows the overview figures in naira and counts, and the 10 newest activities', async () => {
    const calls = backend();
    render();
    expect(await screen.findByText('₦48,250,000')).toBeInTheDocument();
    expect(within(figure('Total Revenue')).getByText('₦312,500 today')).toBeInTheDocument();
    expect(within(figure('Revenue This Month')).getByText('₦6,840,000')).toBeInTheDocument();
    expect(within(figure('Company Profit')).getByText('₦6,293,478')).toBeInTheDocument();
    expect(within(figure('Vendor Earnings')).getByText('₦41,956,522')).toBeInTheDocument();
    expect(within(figure('Total Orders')).getByText('9,876')).toBeInTheDocument();
    expect(within(figure('Total Orders')).getByText('42 today')).toBeInTheDocument();
    expect(
      within(figure('Total Users')).getByText('1,401 consumers · 118 vendors · 13 sales managers'),
    ).toBeInTheDocument();
    expect(within(figure('Products')).getByText('792 active · 31 low stock')).toBeInTheDocument();
    expect(within(figure('Pending Verifications')).getByText('6')).toBeInTheDocument();

    const activity = await screen.findByRole('region', { name: 'Recent activity' });
    expect(within(activity).getAllByRole('listitem')).toHaveLength(10);
    expect(within(activity).getByText('Order IHE-000001 placed for ₦12,500')).toBeInTheDocument();
    expect(calls.find((call) => call.path === '/admin/activity')?.query.get('limit')).toBe('10');
  });

  it('shows a green Healthy score with no signals lowering it', async () => {
    backend(makeOverview({ systemHealthScore: 95 }));
    render();
    const health = await screen.findByTestId('health-score');
    expect(health).toHaveAttribute('data-colour', 'green');
    expect(within(health).getByText('Healthy')).toBeInTheDocument();
    expect(screen.getByText('All signals healthy')).toBeInTheDocument();
  });

  it('shows a yellow or red score with its label and the signals that lowered it', async () => {
    backend(
      makeOverview({
        systemHealthScore: 70,
        healthSignals: [
          { name: 'Services', ok: true, penalty: 0, detail: 'All 7 services answer' },
          { name: 'Dead-lettered messages', ok: false, penalty: 20, detail: '4 messages dead-lettered' },
          { name: 'Failed notifications', ok: false, penalty: 10, detail: '12 failed in 24 h' },
        ],
      }),
    );
    render();
    const health = await screen.findByTestId('health-score');
    expect(health).toHaveAttribute('data-colour', 'red');
    expect(within(health).getByText('Critical')).toBeInTheDocument();
    const lowering = screen.getByRole('region', { name: 'What lowered the score' });
    expect(
      within(lowering)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      expect.stringContaining('Dead-lettered messages'),
      expect.stringContaining('Failed notifications'),
    ]);
    expect(within(lowering).getByText('−20')).toBeInTheDocument();
    expect(within(lowering).queryByText('Services')).not.toBeInTheDocument();
  });

  it('labels a score of 80 Needs attention in yellow', async () => {
    backend(makeOverview({ systemHealthScore: 80 }));
    render();
    const health = await screen.findByTestId('health-score');
    expect(health).toHaveAttribute('data-colour', 'yellow');
    expect(within(health).getByText('Needs attention')).toBeInTheDocument();
  });

  it('refreshes both on Refresh and says Dashboard refreshed', async () => {
    const calls = backend();
    render();
    await screen.findByText('₦48,250,000');
    const before = calls.length;
    await user().click(screen.getByRole('button', { name: /Refresh/ }));
    expect(await screen.findByText('Dashboard refreshed')).toBeInTheDocument();
    const again = calls.slice(before).map((call) => call.path);
    expect(again).toEqual(expect.arrayContaining(['/admin/overview', '/admin/activity']));
  });

  it('says Failed to load dashboard data with a retry that loads it', async () => {
    let fail = true;
    backend(makeOverview(), ({ path }) => (fail && path === '/admin/overview' ? { status: 500 } : undefined));
    render();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Failed to load dashboard data')).toBeInTheDocument();
    fail = false;
    await user().click(within(alert).getByRole('button', { name: /Retry/ }));
    expect(await screen.findByText('₦48,250,000')).toBeInTheDocument();
    await waitFor(() => expect(alert).not.toBeInTheDocument());
  });

  it('links to the other admin pages', async () => {
    backend();
    render();
    const nav = await screen.findByRole('navigation', { name: 'Admin sections' });
    const hrefs = within(nav)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual([
      '/admin/users',
      '/admin/analytics',
      '/admin/sales-managers',
      '/admin/vendors',
      '/admin/whatsapp',
    ]);
  });
});
