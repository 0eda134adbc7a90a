import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoutes, signedInSession } from '../../test/render.js';
import { salesBackend, salesManager } from '../sales-area/test-sales-backend.js';
import { SalesOverviewPage } from './SalesOverviewPage.js';

const render = () =>
  renderRoutes([{ path: '/sales-dashboard', element: <SalesOverviewPage /> }], {
    path: '/sales-dashboard',
    session: signedInSession(salesManager),
  });

describe('/sales-dashboard', () => {
  it('states that listings are managed by sales managers and shows the four figures', async () => {
    salesBackend();
    render();
    expect(screen.getByText('Product listings are managed by sales managers.')).toBeInTheDocument();
    expect(await screen.findByLabelText('Total Products')).toHaveTextContent('1,284');
    expect(screen.getByLabelText('Pending Approval')).toHaveTextContent('37');
    expect(screen.getByLabelText('Pending Approval')).toHaveTextContent('Out of stock (0 kg)');
    expect(screen.getByLabelText('Approved')).toHaveTextContent('1,247');
    expect(screen.getByLabelText('Platform Revenue')).toHaveTextContent('₦48,250,000');
  });

  it('says Failed to load dashboard statistics and retries', async () => {
    let fail = true;
    salesBackend(({ path }) => (fail && path === '/sales/overview' ? { status: 500 } : undefined!));
    render();
    expect((await screen.findAllByText('Failed to load dashboard statistics')).length).toBeGreaterThan(0);
    fail = false;
    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByLabelText('Platform Revenue')).toHaveTextContent('₦48,250,000');
  });
});
