import { afterEach, describe, expect, it } from 'vitest';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { AppProviders } from '../app/AppProviders.js';
import { createAppStore } from '../app/store.js';
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

  it('keeps what was typed into the prerendered box before the app hydrated it, and searches with it', async () => {
    const box = (
      <AppProviders store={createAppStore()}>
        <MemoryRouter>
          <ProductSearchBox />
          <Location />
        </MemoryRouter>
      </AppProviders>
    );
    // The page as the prerender left it, where a visitor has started typing before the app's code arrived.
    const container = document.createElement('div');
    container.innerHTML = renderToString(box);
    document.body.append(container);
    const early = container.querySelector('input')!;
    early.value = 'white ya';
    await act(async () => void hydrateRoot(container, box));
    const input = screen.getByRole('searchbox', { name: 'Search products' });
    expect(input).toBe(early);
    expect(input).toHaveValue('white ya');
    await userEvent.setup().type(input, 'm{Enter}');
    expect(screen.getByTestId('location')).toHaveTextContent('/shop?search=white%20yam');
    container.remove();
  });
});

function Location() {
  const { pathname, search } = useLocation();
  return <output data-testid="location">{pathname + search}</output>;
}
