import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderAt } from '../../test/render.js';
import { ForgotPasswordPage } from './ForgotPasswordPage.js';

describe('/forgot-password', () => {
  it('is one main landmark headed by an h1, with the way to support and back to login', async () => {
    renderAt(<ForgotPasswordPage />, { path: '/forgot-password' });
    const main = await screen.findByRole('main');
    expect(
      within(main).getByRole('heading', { level: 1, name: 'Forgot your password?' }),
    ).toBeInTheDocument();
    expect(within(main).getByRole('link', { name: 'Contact Support' })).toHaveAttribute('href', '/support');
    expect(within(main).getAllByRole('link', { name: /Back to Login/ })[0]).toHaveAttribute('href', '/auth');
  });
});
