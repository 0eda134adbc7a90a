import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, useNavigate } from 'react-router-dom';
import { renderRoutes } from '../test/render.js';
import { RootLayout } from './routes.js';

function Boom(): never {
  throw new Error('page crashed');
}

function Page({ name }: { name: string }) {
  const navigate = useNavigate();
  return (
    <>
      <h1>{name}</h1>
      <button onClick={() => navigate(-1)}>Back</button>
    </>
  );
}

/** Links outside the error boundary, as a browser's address bar or history would be. */
function Nav() {
  return (
    <nav>
      <Link to="/first">First</Link>
      <Link to="/second">Second</Link>
      <Link to="/boom">Boom</Link>
    </nav>
  );
}

const testRoutes = [
  {
    path: '/',
    element: (
      <>
        <Nav />
        <RootLayout />
      </>
    ),
    children: [
      { path: 'first', element: <Page name="First page" /> },
      { path: 'second', element: <Page name="Second page" /> },
      { path: 'boom', element: <Boom /> },
    ],
  },
];

afterEach(() => vi.restoreAllMocks());

describe('RootLayout', () => {
  it('shows the error page for a crashed page, and the next navigation clears it', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const user = userEvent.setup();
    renderRoutes(testRoutes, { path: '/boom' });
    expect(await screen.findByText('Something went wrong')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'First' }));
    expect(await screen.findByRole('heading', { name: 'First page' })).toBeInTheDocument();
    expect(screen.queryByText('Something went wrong')).not.toBeInTheDocument();
  });

  it('starts a new page at the top and returns to the old position on back', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const user = userEvent.setup();
    renderRoutes(testRoutes, { path: '/first' });
    await screen.findByRole('heading', { name: 'First page' });
    Object.defineProperty(window, 'scrollY', { value: 640, configurable: true });
    scrollTo.mockClear();

    await user.click(screen.getByRole('link', { name: 'Second' }));
    await screen.findByRole('heading', { name: 'Second page' });
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);

    Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await screen.findByRole('heading', { name: 'First page' });
    await waitFor(() => expect(scrollTo).toHaveBeenLastCalledWith(0, 640));
  });
});
