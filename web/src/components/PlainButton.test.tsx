import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PlusOutlined } from '@ant-design/icons';
import { PlainButton } from './PlainButton.js';

describe('PlainButton', () => {
  it('is a button (not a submit) that calls onClick', async () => {
    const onClick = vi.fn();
    render(<PlainButton onClick={onClick}>Add to Cart</PlainButton>);
    const button = screen.getByRole('button', { name: 'Add to Cart' });
    expect(button).toHaveAttribute('type', 'button');
    await userEvent.setup({ delay: null }).click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('while loading: busy, a spinner in place of the icon, and clicks ignored', async () => {
    const onClick = vi.fn();
    render(
      <PlainButton variant="primary" icon={<PlusOutlined />} loading onClick={onClick}>
        Add to Cart
      </PlainButton>,
    );
    const button = screen.getByRole('button', { name: 'Add to Cart' });
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button.querySelector('.anticon-loading')).not.toBeNull();
    expect(button.querySelector('.anticon-plus')).toBeNull();
    await userEvent.setup({ delay: null }).click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('an icon-only button is named by its aria-label, and a disabled one cannot be pressed', async () => {
    const onClick = vi.fn();
    render(<PlainButton icon={<PlusOutlined />} aria-label="Increase quantity" disabled onClick={onClick} />);
    const button = screen.getByRole('button', { name: 'Increase quantity' });
    expect(button).toHaveClass('ihe-button-icon-only');
    expect(button).toBeDisabled();
    await userEvent.setup({ delay: null }).click(button);
    expect(onClick).not.toHaveBeenCalled();
  });
});
