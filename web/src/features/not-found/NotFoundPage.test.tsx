import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { renderAt } from '../../test/render.js';
import { NotFoundPage } from './NotFoundPage.js';

describe('the 404 page', () => {
  it('is headed by an h1 and links home', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderAt(<NotFoundPage />, { path: '/no-such-page' });
    expect(await screen.findByRole('heading', { level: 1, name: '404' })).toBeInTheDocument();
    expect(screen.getByText('Sorry, the page you are looking for does not exist.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
    expect(logged).toHaveBeenCalledWith(
      '404 Error: User attempted to access non-existent route:',
      '/no-such-page',
    );
    logged.mockRestore();
  });
});
