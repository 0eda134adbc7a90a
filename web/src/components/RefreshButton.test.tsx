import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RefreshButton } from './RefreshButton.js';

describe('RefreshButton', () => {
  it('asks the list again when pressed', async () => {
    const refetch = vi.fn();
    render(<RefreshButton query={{ isLoading: false, isFetching: false, refetch }} />);
    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'Refresh' }));
    expect(refetch).toHaveBeenCalledTimes(1);
  });

  it('spins while a refresh is under way, not during the first load', () => {
    const refetch = vi.fn();
    const { rerender } = render(<RefreshButton query={{ isLoading: true, isFetching: true, refetch }} />);
    expect(screen.getByRole('button', { name: 'Refresh' })).not.toHaveClass('ant-btn-loading');
    rerender(<RefreshButton query={{ isLoading: false, isFetching: true, refetch }} />);
    expect(screen.getByRole('button', { name: /Refresh/ })).toHaveClass('ant-btn-loading');
  });
});
