import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { routes } from '../../app/routes.js';
import { renderRoutes, stubFetch } from '../../test/render.js';

/** Lazy pages load slowly on a busy 2-core machine. */
const PAGE_LOAD = { timeout: 10_000 };

describe('/logistics', () => {
  it('shows the services and the distance pricing table', async () => {
    renderRoutes(routes, { path: '/logistics' });
    expect(await screen.findByRole('heading', { name: 'Farm Pickup' }, PAGE_LOAD)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Quality Assurance' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Fast Delivery' })).toBeInTheDocument();
    const table = screen.getByRole('table');
    expect(within(table).getByText('₦2,000 - ₦3,500')).toBeInTheDocument();
    expect(within(table).getByText('₦30,000 and up')).toBeInTheDocument();
  });

  it('estimates 2,000 + 200 per kg, or asks for a valid weight', async () => {
    renderRoutes(routes, { path: '/logistics' });
    const user = userEvent.setup({ delay: null });
    const calculate = await screen.findByRole('button', { name: /Calculate Estimate/ }, PAGE_LOAD);
    await user.click(calculate);
    expect(await screen.findAllByText('Please enter a valid weight')).not.toHaveLength(0);

    await user.type(screen.getByLabelText('Weight (kg)'), '-4');
    await user.click(calculate);
    expect(screen.queryByTestId('logistics-estimate')).toBeNull();

    await user.clear(screen.getByLabelText('Weight (kg)'));
    await user.type(screen.getByLabelText('Weight (kg)'), '250');
    await user.click(calculate);
    expect(await screen.findByText('Quote calculated! This is an estimated price.')).toBeInTheDocument();
    expect(screen.getByTestId('logistics-estimate')).toHaveTextContent('₦52,000');
    // The quote's answer replaces the earlier error everywhere: no stale toast, no stale field message.
    await waitFor(() => expect(screen.queryByText('Please enter a valid weight')).toBeNull());
  });

  it('needs the required fields, then submits nowhere and clears the form', async () => {
    const calls = stubFetch(() => ({ status: 500 }));
    renderRoutes(routes, { path: '/logistics' });
    const user = userEvent.setup({ delay: null });
    const submit = await screen.findByRole('button', { name: /Submit Request/ }, PAGE_LOAD);
    await user.click(submit);
    expect(await screen.findAllByText('Please fill in all required fields')).not.toHaveLength(0);

    await user.type(screen.getByLabelText('Item details'), '40 tubers of yam');
    await user.type(screen.getByLabelText('Weight (kg)'), '120');
    await user.type(screen.getByLabelText('Pickup address'), 'Km 5 Nsukka Road, Enugu');
    await user.type(screen.getByLabelText('Drop-off address'), '12 Market Road, Lagos');
    await user.click(submit);
    expect(
      await screen.findByText("Logistics request submitted! We'll contact you within 30 minutes."),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Item details')).toHaveValue('');
    expect(calls.filter((call) => call.method !== 'GET')).toEqual([]);
  });
});
