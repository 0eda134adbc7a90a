import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { makeLoginResponse, makeUser, renderRoutes, stubFetch } from '../../test/render.js';
import { AuthPage } from './AuthPage.js';

/** /auth on the Sign Up tab, once its form (loaded on demand) is in. */
async function renderSignup(path = '/auth?tab=signup&redirect=%2Fconsumer-dashboard') {
  const rendered = renderRoutes(
    [
      { path: '/auth', element: <AuthPage /> },
      { path: '/consumer-dashboard', element: <p>Consumer landing</p> },
    ],
    { path },
  );
  await screen.findByRole('form', { name: 'Sign Up' });
  return rendered;
}

const form = () => within(screen.getByRole('form', { name: 'Sign Up' }));
const createButton = () => screen.getByRole('button', { name: 'Create Account' });

async function chooseRole(user: UserEvent, label: string) {
  await user.click(form().getByRole('combobox', { name: 'Role' }));
  const option = await screen.findByTitle(label);
  await user.click(option);
}

async function fillCommonFields(user: UserEvent) {
  await user.type(form().getByLabelText('First Name'), 'Ada');
  await user.type(form().getByLabelText('Last Name'), 'Obi');
  await user.type(form().getByLabelText('Email'), 'ada@example.com');
  await user.type(form().getByLabelText('Phone Number'), '+2348012345678');
  await user.type(form().getByLabelText('Password'), 'Harvest2026');
  await user.type(form().getByLabelText('Confirm Password'), 'Harvest2026');
}

describe('Sign Up tab', () => {
  it('opens from the URL and writes the tab back to it', async () => {
    const { router } = await renderSignup('/auth?tab=signup');
    expect(screen.getByRole('form', { name: 'Sign Up' })).toBeInTheDocument();
    await userEvent.setup({ delay: null }).click(screen.getByRole('tab', { name: 'Login' }));
    expect(router.state.location.search).toBe('');
    await userEvent.setup({ delay: null }).click(screen.getByRole('tab', { name: 'Sign Up' }));
    expect(router.state.location.search).toBe('?tab=signup');
  });

  it('shows the fields of the chosen role', async () => {
    await renderSignup();
    const user = userEvent.setup({ delay: null });
    expect(form().getByLabelText('Delivery Address')).toBeInTheDocument();

    // The role is watched by the form, so the fields change a render after the choice.
    await chooseRole(user, 'Vendor/Farmer');
    expect(await form().findByLabelText('Business Name')).toBeInTheDocument();
    expect(form().getByLabelText('Business Address')).toBeInTheDocument();
    expect(form().queryByLabelText('Delivery Address')).toBeNull();
    await user.click(form().getByLabelText('I am a farmer'));
    expect(await form().findByLabelText('Farm Name')).toBeInTheDocument();
    expect(form().getByLabelText('Farm Address')).toBeInTheDocument();

    await chooseRole(user, 'Sales Manager');
    expect(await form().findByLabelText('Company ID Code')).toBeInTheDocument();
    expect(form().getByText(/The admin verifies your Company ID Code/)).toBeInTheDocument();
    expect(form().queryByLabelText('Farm Name')).toBeNull();
  });

  it('shows messages as the user types, and the strength meter', async () => {
    await renderSignup();
    const user = userEvent.setup({ delay: null });
    await user.type(form().getByLabelText('First Name'), 'A');
    expect(await form().findByText('First name must be at least 2 characters long')).toBeInTheDocument();
    await user.type(form().getByLabelText('Phone Number'), '0801234567');
    expect(await form().findByText('Invalid phone number format')).toBeInTheDocument();
    await user.type(form().getByLabelText('Password'), 'password123');
    expect(
      await form().findByText('Password is too common. Please choose a more unique password.'),
    ).toBeInTheDocument();
    expect(screen.getByTestId('password-strength')).toHaveTextContent('Strength: Medium');
    await user.type(form().getByLabelText('Confirm Password'), 'password12');
    expect(await form().findByText("Passwords don't match")).toBeInTheDocument();
  });

  it('keeps Create Account disabled until the terms are accepted', async () => {
    await renderSignup();
    const user = userEvent.setup({ delay: null });
    await fillCommonFields(user);
    expect(createButton()).toBeDisabled();
    await user.click(form().getByRole('checkbox', { name: /I accept the/ }));
    await waitFor(() => expect(createButton()).toBeEnabled());
  });

  it('signs up, logs in with the same credentials and goes to the redirect target', async () => {
    const user = makeUser();
    const calls = stubFetch(({ path }) => {
      if (path === '/auth/signup')
        return {
          status: 201,
          body: {
            user,
            message: 'Account created successfully! Please check your email to verify your account.',
          },
        };
      if (path === '/auth/login') return { status: 200, body: makeLoginResponse(user) };
      return { status: 404 };
    });
    const { store } = await renderSignup();
    const u = userEvent.setup({ delay: null });
    await fillCommonFields(u);
    await u.type(form().getByLabelText('Delivery Address'), '12 Market Road, Enugu');
    await u.click(form().getByRole('checkbox', { name: /I accept the/ }));
    await waitFor(() => expect(createButton()).toBeEnabled());
    await u.click(createButton());

    expect(
      await screen.findByText(
        'Account created successfully! Please check your email to verify your account.',
      ),
    ).toBeInTheDocument();
    expect(await screen.findByText('Consumer landing')).toBeInTheDocument();
    expect(calls.map((call) => call.path)).toEqual(['/auth/signup', '/auth/login']);
    expect(calls[0]?.body).toEqual({
      email: 'ada@example.com',
      password: 'Harvest2026',
      firstName: 'Ada',
      lastName: 'Obi',
      phone: '+2348012345678',
      role: 'consumer',
      deliveryAddress: '12 Market Road, Enugu',
      acceptTerms: true,
    });
    expect(calls[1]?.body).toEqual({ email: 'ada@example.com', password: 'Harvest2026' });
    expect(store.getState().session.status).toBe('signedIn');
  });

  it('shows the server message on failure, else "Signup failed"', async () => {
    let answer: { status: number; body?: unknown } = {
      status: 409,
      body: { statusCode: 409, message: 'An account with this email already exists' },
    };
    stubFetch(() => answer);
    await renderSignup();
    const user = userEvent.setup({ delay: null });
    await fillCommonFields(user);
    await user.click(form().getByRole('checkbox', { name: /I accept the/ }));
    await waitFor(() => expect(createButton()).toBeEnabled());
    await user.click(createButton());
    expect(await screen.findByText('An account with this email already exists')).toBeInTheDocument();

    answer = { status: 502 };
    await waitFor(() => expect(createButton()).toBeEnabled());
    await user.click(createButton());
    expect(await screen.findByText('Signup failed')).toBeInTheDocument();
  });
});
