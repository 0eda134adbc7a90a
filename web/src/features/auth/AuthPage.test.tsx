import { describe, expect, it } from 'vitest';
import { act, cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeLoginResponse, makeUser, renderRoutes, stubFetch } from '../../test/render.js';
import { signedIn, signedOut, type SessionState } from '../session/session-slice.js';
import { AuthPage } from './AuthPage.js';

describe('/auth tabs', () => {
  it('gives every field a unique id, so each label focuses its own input on either tab', async () => {
    renderRoutes([{ path: '/auth', element: <AuthPage /> }], { path: '/auth' });
    const user = userEvent.setup({ delay: null });
    // Visiting Sign Up keeps Login in the page too: both forms' fields are in the document.
    await user.click(screen.getByRole('tab', { name: 'Sign Up' }));
    const ids = [...document.querySelectorAll('input[id]')].map((input) => input.id);
    expect(new Set(ids).size).toBe(ids.length);

    const signup = await screen.findByRole('form', { name: 'Sign Up' });
    for (const label of ['Email', 'Password']) {
      const input = within(signup).getByLabelText(label);
      await user.click(within(signup).getByText(label, { selector: 'label' }));
      expect(input).toHaveFocus();
    }

    await user.click(screen.getByRole('tab', { name: 'Login' }));
    const login = screen.getByRole('form', { name: 'Login' });
    for (const label of ['Email', 'Password']) {
      const input = within(login).getByLabelText(label);
      await user.click(within(login).getByText(label, { selector: 'label' }));
      expect(input).toHaveFocus();
    }
  });
});

describe('/auth on arrival', () => {
  it('says the email is verified when the verification link lands here, and that a used link did nothing', async () => {
    renderRoutes([{ path: '/auth', element: <AuthPage /> }], { path: '/auth?verified=1' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Your email is verified. You can log in.');
    cleanup();
    renderRoutes([{ path: '/auth', element: <AuthPage /> }], { path: '/auth?verified=0' });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This verification link is invalid or has already been used.',
    );
  });

  it('waits for a stored session being checked, then sends the signed-in visitor on, never showing the login form', async () => {
    // The session check stays unanswered: the test decides how it ends.
    stubFetch(() => new Promise(() => undefined));
    const checking: SessionState = { status: 'checking', user: makeUser(), tokens: null, endReason: null };
    const { store, router } = renderRoutes(
      [
        { path: '/auth', element: <AuthPage /> },
        { path: '/', element: <p>Home page</p> },
      ],
      { path: '/auth', session: checking },
    );
    expect(screen.getByRole('status')).toHaveTextContent('Checking your session');
    expect(screen.queryByRole('form', { name: 'Login' })).not.toBeInTheDocument();
    act(() => void store.dispatch(signedIn(makeLoginResponse())));
    expect(await screen.findByText('Home page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it('shows the login form once the stored session turns out to be over', async () => {
    // The session check stays unanswered: the test decides how it ends.
    stubFetch(() => new Promise(() => undefined));
    const checking: SessionState = { status: 'checking', user: makeUser(), tokens: null, endReason: null };
    const { store } = renderRoutes([{ path: '/auth', element: <AuthPage /> }], {
      path: '/auth',
      session: checking,
    });
    act(() => void store.dispatch(signedOut({ reason: 'expired' })));
    expect(await screen.findByRole('form', { name: 'Login' })).toBeInTheDocument();
  });
});
