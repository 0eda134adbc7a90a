import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderAt } from '../../test/render.js';
import { CartBadgeLink, CartButton } from './CartButton.js';

describe('cart badge', () => {
  it('links to /checkout', () => {
    renderAt(<CartBadgeLink count={3} />);
    expect(screen.getByRole('link', { name: 'Cart, 3 items' })).toHaveAttribute('href', '/checkout');
  });

  it('caps the count at 99+', () => {
    const { container } = renderAt(<CartBadgeLink count={150} />);
    expect(container.querySelector('.ihe-cart-badge-count')).toHaveTextContent('99+');
  });

  it('shows the count inside the link, whose name says it once', () => {
    const { container } = renderAt(<CartBadgeLink count={3} />);
    const link = screen.getByRole('link', { name: 'Cart, 3 items' });
    expect(link).toContainElement(container.querySelector<HTMLElement>('.ihe-cart-badge-count'));
  });

  it('shows 99 itself without the plus', () => {
    const { container } = renderAt(<CartBadgeLink count={99} />);
    const badge = container.querySelector('.ihe-cart-badge-count');
    expect(badge).toHaveAttribute('title', '99');
    expect(badge).not.toHaveTextContent('99+');
  });

  it('shows no badge while the cart is empty', () => {
    const { container } = renderAt(<CartButton />);
    expect(container.querySelector('.ihe-cart-badge-count')).toBeNull();
    expect(screen.getByRole('link', { name: 'Cart, 0 items' })).toBeInTheDocument();
  });
});
