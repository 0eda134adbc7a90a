import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoutes } from '../../test/render.js';
import { AuthPage } from './AuthPage.js';

describe('/auth tabs', () => {
  it('gives every field a unique id, so each label focuses its own input on either tab', async () => {
    renderRoutes([{ path: '/auth', element: <AuthPage /> }], { path: '/auth' });
    const user = userEvent.setup({ delay: null });
    // Visiting Sign Up keeps Login in the page too: both forms' fields are in the document.
    await user.click(screen.getByRole('tab', { name: 'Sign Up' }));
    const ids = [...document.querySelectorAll('input[id]')].map((input) => input.id);
    expect(new Set(ids).size).toBe(ids.length);

    const signup = await screen.findByRole('form', { name: 'Sign Up' });
    for (const label of ['Email', 'Password']) {
      const input = within(signup).getByLabelText(label);
      await user.click(within(signup).getByText(label, { selector: 'label' }));
      expect(input).toHaveFocus();
    }

    await user.click(screen.getByRole('tab', { name: 'Login' }));
    const login = screen.getByRole('form', { name: 'Login' });
    for (const label of ['Email', 'Password']) {
      const input = within(login).getByLabelText(label);
      await user.click(within(login).getByText(label, { selector: 'label' }));
      expect(input).toHaveFocus();
    }
  });
});
