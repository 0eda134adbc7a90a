import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { routes } from '../../app/routes.js';
import { renderRoutes, stubFetch } from '../../test/render.js';

/** Lazy pages load slowly on a busy 2-core machine. */
const PAGE_LOAD = { timeout: 10_000 };

describe('/support', () => {
  it('shows contact methods, FAQ and the all-systems-operational status', async () => {
    renderRoutes(routes, { path: '/support' });
    expect(await screen.findByRole('heading', { name: 'Email' }, PAGE_LOAD)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Phone' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Live chat' })).toBeInTheDocument();
    expect(screen.getByText('All systems operational')).toBeInTheDocument();
    expect(screen.getByText('How do I place an order?')).toBeInTheDocument();
  });

  it('needs name, email, subject and message; then thanks and clears, sending nothing', async () => {
    const calls = stubFetch(() => ({ status: 500 }));
    renderRoutes(routes, { path: '/support' });
    const user = userEvent.setup({ delay: null });
    const submit = await screen.findByRole('button', { name: /Submit Request/ }, PAGE_LOAD);
    await user.type(screen.getByLabelText('Name'), 'Ada Obi');
    await user.click(submit);
    expect(await screen.findAllByText('Please fill in all required fields')).not.toHaveLength(0);

    await user.type(screen.getByLabelText('Email'), 'not-an-email');
    await user.type(screen.getByLabelText('Subject'), 'Late order');
    await user.type(screen.getByLabelText('Message'), 'My order has not arrived.');
    await user.click(submit);
    // Under the field as typed, and as the toast on submit.
    // (The field's message may show before the toast: wait for both, not for the first.)
    await waitFor(() => expect(screen.getAllByText('Invalid email address')).toHaveLength(2));
    expect(screen.queryByText("Support request submitted! We'll get back to you soon.")).toBeNull();

    await user.clear(screen.getByLabelText('Email'));
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.click(submit);
    expect(
      await screen.findByText("Support request submitted! We'll get back to you soon."),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveValue('');
    expect(calls.filter((call) => call.method !== 'GET')).toEqual([]);
  });
});
