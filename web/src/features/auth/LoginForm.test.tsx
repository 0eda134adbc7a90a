import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeLoginResponse, makeUser, renderRoutes, stubFetch } from '../../test/render.js';
import { AuthPage } from './AuthPage.js';
import { afterServerLock, writeAttempts } from './login-attempts.js';
import { AUTH_MESSAGES, GUARD_MESSAGES } from '@ihe/contracts';
import { routes } from '../../app/routes.js';

function renderAuth(path = '/auth?redirect=%2Fconsumer-dashboard') {
  return renderRoutes(
    [
      { path: '/auth', element: <AuthPage /> },
      { path: '/consumer-dashboard', element: <p>Consumer landing</p> },
      { path: '/', element: <p>Home</p> },
    ],
    { path },
  );
}

async function fillLogin(email: string, password: string) {
  const user = userEvent.setup({ delay: null });
  await user.type(screen.getByLabelText('Email'), email);
  await user.type(screen.getByLabelText('Password'), password);
  return user;
}

const loginButton = () => screen.getByRole('button', { name: 'Login' });

describe('Login tab', () => {
  it('validates as the user types and enables Login only when valid', async () => {
    renderAuth();
    expect(loginButton()).toBeDisabled();
    const user = userEvent.setup({ delay: null });
    await user.type(screen.getByLabelText('Email'), 'ada@');
    expect(await screen.findByText('Invalid email address')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Email'), 'example.com');
    await user.type(screen.getByLabelText('Password'), 'short');
    expect(await screen.findByText('Password must be at least 8 characters')).toBeInTheDocument();
    expect(loginButton()).toBeDisabled();
    await user.type(screen.getByLabelText('Password'), 'enough');
    await waitFor(() => expect(loginButton()).toBeEnabled());
  });

  it('logs in, says so, stores the session and goes to the redirect target', async () => {
    const calls = stubFetch(({ path }) =>
      path === '/auth/login' ? { status: 200, body: makeLoginResponse() } : { status: 404 },
    );
    const { store } = renderAuth();
    const user = await fillLogin('Ada@Example.com', 'Harvest2026');
    await user.click(loginButton());
    expect(await screen.findByText('Logged in successfully!')).toBeInTheDocument();
    expect(calls[0]?.body).toEqual({ email: 'ada@example.com', password: 'Harvest2026' });
    expect(await screen.findByText('Consumer landing')).toBeInTheDocument();
    expect(store.getState().session.status).toBe('signedIn');
    // Signed in, in memory: localStorage says only who is signed in, never a token.
    expect(store.getState().session.tokens?.accessToken).toMatch(/^access-/);
    expect(Object.keys(localStorage).sort()).toEqual(['ihe.lastActivity', 'ihe.signedIn']);
    expect(JSON.stringify(localStorage)).not.toMatch(/access-|refresh-/);
    expect(JSON.parse(localStorage.getItem('ihe.signedIn')!)).toEqual({
      user: store.getState().session.user,
    });
  });

  it('tells a sales manager awaiting approval so after login', async () => {
    const pending = makeUser({ role: 'sales_manager', isApproved: null });
    stubFetch(() => ({ status: 200, body: makeLoginResponse(pending) }));
    renderAuth('/auth');
    const user = await fillLogin('ada@example.com', 'Harvest2026');
    await user.click(loginButton());
    expect(
      await screen.findByText('Your account is pending approval. Please contact an administrator.'),
    ).toBeInTheDocument();
  });

  it('tells a sales manager awaiting approval once, when the login goes on to the sales area that says it too', async () => {
    const pending = makeUser({ role: 'sales_manager', isApproved: null });
    stubFetch((call) =>
      call.path === '/auth/login'
        ? { status: 200, body: makeLoginResponse(pending) }
        : { status: 200, body: pending },
    );
    renderRoutes(routes, { path: '/auth?redirect=%2Fsales-dashboard' });
    await screen.findByRole('form', { name: 'Login' }, { timeout: 10_000 });
    const user = await fillLogin('ada@example.com', 'Harvest2026');
    await user.click(loginButton());
    // The sales area's guard sends the manager home with its own text, in place of the login's.
    await screen.findByText(GUARD_MESSAGES.salesManagerPending, {}, { timeout: 10_000 });
    await waitFor(() => expect(screen.queryByText(AUTH_MESSAGES.salesManagerPending)).toBeNull());
    expect(screen.getAllByText(/pending approval/)).toHaveLength(1);
  });

  it('shows the server message, then the remaining-attempts notice after more than 2 failures', async () => {
    let remaining = 5;
    stubFetch(() => ({
      status: 401,
      body: { statusCode: 401, message: 'Invalid email or password', attemptsRemaining: --remaining },
    }));
    renderAuth();
    const user = await fillLogin('ada@example.com', 'WrongPass1');
    await user.click(loginButton());
    expect(await screen.findByText('Invalid email or password')).toBeInTheDocument();
    await waitFor(() => expect(loginButton()).toBeEnabled());
    await user.click(loginButton());
    await waitFor(() => expect(loginButton()).toBeEnabled());
    expect(screen.queryByText(/login attempts remaining/)).toBeNull();
    await user.click(loginButton());
    expect(
      await screen.findByText(
        '2 of 5 login attempts remaining before this account is locked for 15 minutes.',
      ),
    ).toBeInTheDocument();
  });

  it('locks after 5 failures: banner, disabled inputs and the local-limit toast', async () => {
    stubFetch(() => ({ status: 401, body: { statusCode: 401, message: 'Invalid email or password' } }));
    renderAuth();
    const user = await fillLogin('ada@example.com', 'WrongPass1');
    for (let i = 0; i < 5; i++) {
      await waitFor(() => expect(loginButton()).toBeEnabled());
      await user.click(loginButton());
    }
    expect(
      await screen.findByText(
        'Account temporarily locked: Too many failed login attempts. Please try again later.',
      ),
    ).toBeInTheDocument();
    expect(
      await screen.findByText('Too many login attempts. Please try again in 15 minutes.'),
    ).toBeInTheDocument();
    // One toast: the lock replaces the earlier "Invalid email or password".
    expect(screen.queryByText('Invalid email or password')).toBeNull();
    expect(screen.getByLabelText('Email')).toBeDisabled();
    expect(screen.getByLabelText('Password')).toBeDisabled();
    expect(loginButton()).toBeDisabled();
  });

  it('when the server locks on the 5th failure: one toast, the local limit’s, in whole minutes', async () => {
    let remaining = 5;
    stubFetch(() =>
      --remaining > 0
        ? {
            status: 401,
            body: { statusCode: 401, message: 'Invalid email or password', attemptsRemaining: remaining },
          }
        : {
            status: 429,
            body: {
              statusCode: 429,
              message: 'Too many failed attempts. Account locked for 15 minutes.',
              lockedForMinutes: 15,
              attemptsRemaining: 0,
            },
          },
    );
    renderAuth();
    const user = await fillLogin('ada@example.com', 'WrongPass1');
    for (let i = 0; i < 5; i++) {
      await waitFor(() => expect(loginButton()).toBeEnabled());
      await user.click(loginButton());
    }
    expect(
      await screen.findByText('Too many login attempts. Please try again in 15 minutes.'),
    ).toBeInTheDocument();
    expect(screen.queryByText('Too many failed attempts. Account locked for 15 minutes.')).toBeNull();
    expect(screen.queryByText('Invalid email or password')).toBeNull();
    expect(document.querySelectorAll('.ant-message-notice')).toHaveLength(1);
    expect(
      screen.getByText('Account temporarily locked: Too many failed login attempts. Please try again later.'),
    ).toBeInTheDocument();
  });

  it('a 429 sets the locked state and shows the server message', async () => {
    stubFetch(() => ({
      status: 429,
      body: {
        statusCode: 429,
        message: 'Too many failed attempts. Account locked for 15 minutes.',
        lockedForMinutes: 15,
      },
    }));
    renderAuth();
    const user = await fillLogin('ada@example.com', 'WrongPass1');
    await user.click(loginButton());
    expect(
      await screen.findByText('Too many failed attempts. Account locked for 15 minutes.'),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Account temporarily locked: Too many failed login attempts. Please try again later.'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toBeDisabled();
  });

  it('shows the lock banner for an email already locked in this browser', async () => {
    writeAttempts('ada@example.com', afterServerLock(Date.now(), 15));
    renderAuth();
    await userEvent.setup({ delay: null }).type(screen.getByLabelText('Email'), 'ada@example.com');
    expect(
      await screen.findByText(
        'Account temporarily locked: Too many failed login attempts. Please try again later.',
      ),
    ).toBeInTheDocument();
  });

  it('falls back to "Login failed" when the server sends no message', async () => {
    stubFetch(() => ({ status: 503 }));
    renderAuth();
    const user = await fillLogin('ada@example.com', 'Harvest2026');
    await user.click(loginButton());
    expect(await screen.findByText('Login failed')).toBeInTheDocument();
  });

  it('has the page furniture of spec 1 §2', () => {
    renderAuth();
    expect(screen.getByRole('link', { name: /Back to Home/ })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    const terms = screen.getAllByRole('link', { name: 'Terms of Service' })[0]!;
    expect(terms).toHaveAttribute('href', '/terms');
    expect(terms).toHaveAttribute('target', '_blank');
    expect(screen.getAllByRole('link', { name: 'Privacy Policy' })[0]).toHaveAttribute('href', '/privacy');
    expect(screen.getByRole('button', { name: /Google/ })).toBeDisabled();
    expect(screen.getByRole('button', { name: /Apple/ })).toBeDisabled();
  });
});
