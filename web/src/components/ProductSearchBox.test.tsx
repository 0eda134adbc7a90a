import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { keepPrerenderedRegions, TakeoverRegion } from '../app/takeover.js';
import { renderAt } from '../test/render.js';
import { ProductSearchBox } from './ProductSearchBox.js';

/** Whether each form submission the page saw was stopped (the app navigates itself instead). */
const submissions: boolean[] = [];
const recordSubmission = (event: Event) => submissions.push(event.defaultPrevented);
afterEach(() => {
  window.removeEventListener('submit', recordSubmission);
  submissions.length = 0;
});

describe('the product search box', () => {
  it('is a form to the shop search, for a page the app has not taken over yet', () => {
    renderAt(<ProductSearchBox />);
    const input = screen.getByRole('searchbox', { name: 'Search products' });
    const form = input.closest('form')!;
    expect(form.getAttribute('action')).toBe('/shop');
    expect(form.getAttribute('method')).toBe('get');
    expect(input).toHaveAttribute('name', 'search');
    expect(screen.getByRole('button', { name: 'Search' })).toHaveAttribute('type', 'submit');
  });

  it.each([
    ['Enter', (user: ReturnType<typeof userEvent.setup>) => user.keyboard('{Enter}')],
    [
      'the Search button',
      (user: ReturnType<typeof userEvent.setup>) =>
        user.click(screen.getByRole('button', { name: 'Search' })),
    ],
  ])('drawn by the app, goes to the shop search on %s without sending the form', async (_how, search) => {
    window.addEventListener('submit', recordSubmission);
    const user = userEvent.setup();
    const { router } = renderAt(<ProductSearchBox />);
    await user.type(screen.getByRole('searchbox', { name: 'Search products' }), 'white yam');
    await search(user);
    expect(router.state.location.pathname).toBe('/shop');
    expect(router.state.location.search).toBe('?search=white%20yam');
    expect(submissions.length).toBeGreaterThan(0);
    expect(submissions.every((prevented) => prevented)).toBe(true);
  });

  it('keeps what was typed into the prerendered box, and the caret, through the takeover', async () => {
    // The page as the prerender left it, where a visitor has started typing before the app's code arrived.
    const painted = document.createElement('div');
    painted.innerHTML =
      '<div class="ihe-takeover" data-takeover="header-search"><form action="/shop" method="get">' +
      '<input name="search" aria-label="Search products" type="search" value=""></form></div>';
    document.body.append(painted);
    const early = painted.querySelector('input')!;
    early.focus();
    early.value = 'white';
    keepPrerenderedRegions(painted);
    painted.remove();

    vi.useFakeTimers();
    const { router } = renderAt(
      <TakeoverRegion id="header-search">
        <ProductSearchBox />
      </TakeoverRegion>,
    );
    // First the kept markup, with the text and the focus carried over; typing goes on there.
    const kept = screen.getByRole('searchbox', { name: 'Search products' }) as HTMLInputElement;
    expect(kept.closest('[data-takeover-waiting]')).not.toBeNull();
    expect(kept).toHaveValue('white');
    expect(kept).toHaveFocus();
    kept.value = 'white ya';
    kept.setSelectionRange(8, 8);
    // Then the app's own box, at the region's turn.
    act(() => void vi.advanceTimersToNextFrame());
    act(() => void vi.advanceTimersToNextTimer());
    vi.useRealTimers();
    const drawn = screen.getByRole('searchbox', { name: 'Search products' }) as HTMLInputElement;
    expect(drawn.closest('[data-takeover-waiting]')).toBeNull();
    expect(drawn).toHaveValue('white ya');
    expect(drawn).toHaveFocus();
    expect(drawn.selectionStart).toBe(8);

    const user = userEvent.setup();
    await user.keyboard('m{Enter}');
    expect(router.state.location.pathname).toBe('/shop');
    expect(router.state.location.search).toBe('?search=white%20yam');
  });
});
