import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { makeProduct } from '../cart/cart-test-data.js';
import { renderAt } from '../../test/render.js';
import { ProductCard } from './ProductCard.js';

describe('ProductCard', () => {
  afterEach(async () => {
    // Let React's scheduled work run while the DOM exists.
    await act(async () => {});
  });

  it('shows the 4.5 rating as stars read out by their figure: four stars full and half the fifth', () => {
    renderAt(<ProductCard product={makeProduct()} />);
    const card = screen.getByRole('article', { name: 'Abakaliki white yam' });
    expect(within(card).getByText('Rated 4.5 out of 5')).toHaveClass('ihe-visually-hidden');
    const stars = card.querySelector<HTMLElement>('.ant-rate')!;
    // Hidden from assistive technology: the figure above says it once.
    expect(stars.closest('[aria-hidden]')).not.toBeNull();
    // Read-only: no star can be reached by Tab.
    expect(stars.querySelectorAll('[tabindex="0"]')).toHaveLength(0);
    const filled = [...stars.querySelectorAll('li')].map((star) =>
      star.className.includes('-half') ? 'half' : star.className.includes('-full') ? 'full' : 'empty',
    );
    expect(filled).toEqual(['full', 'full', 'full', 'full', 'half']);
  });

  it('names the card by its heading, at the level asked for, with Add to Cart and the stepper', () => {
    renderAt(<ProductCard product={makeProduct({ isOrganic: true })} headingLevel={2} />);
    const card = screen.getByRole('article', { name: 'Abakaliki white yam' });
    expect(within(card).getByRole('heading', { level: 2 })).toHaveTextContent('Abakaliki white yam');
    expect(within(card).getByText('Organic')).toBeInTheDocument();
    expect(within(card).getByText('75 kg in stock')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Add to Cart: Abakaliki white yam' })).toBeEnabled();
    expect(
      within(card).getByRole('spinbutton', { name: 'Quantity (kg) of Abakaliki white yam' }),
    ).toHaveValue('1');
  });

  it('offers a disabled Out of Stock button and no stepper when nothing is left', () => {
    renderAt(<ProductCard product={makeProduct({ stockQuantity: 0 })} />);
    expect(screen.getByRole('button', { name: 'Out of Stock' })).toBeDisabled();
    expect(screen.queryByRole('spinbutton')).toBeNull();
  });
});
