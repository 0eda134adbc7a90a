import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { UpdateProfileRequest } from '@ihe/contracts';
import { makeUser, renderAt, signedInSession, stubFetch } from '../../test/render.js';
import { ConsumerProfilePage } from './ConsumerProfilePage.js';

const user = makeUser({ city: '', state: '' });
const session = () => signedInSession(user);
const field = (label: string) => screen.getByLabelText(label);

describe('/consumer-dashboard/profile', () => {
  it('prefills the fields (Lagos by default) and shows Save and Cancel only when something changed', async () => {
    renderAt(<ConsumerProfilePage />, { session: session() });
    expect(field('First Name')).toHaveValue('Ada');
    expect(field('Last Name')).toHaveValue('Obi');
    expect(field('Email')).toHaveValue('ada@example.com');
    expect(field('Phone Number')).toHaveValue('+2348012345678');
    expect(field('Delivery Address')).toHaveValue('12 Market Road, Enugu');
    expect(field('City')).toHaveValue('Lagos');
    expect(field('State')).toHaveValue('Lagos');
    expect(screen.queryByRole('button', { name: 'Save Changes' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument();

    const ui = userEvent.setup({ delay: null });
    await ui.type(field('City'), 'x');
    expect(await screen.findByRole('button', { name: 'Save Changes' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    await ui.type(field('City'), '{Backspace}');
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Save Changes' })).not.toBeInTheDocument(),
    );
  });

  it('checks each field as the user types, with the spec messages', async () => {
    renderAt(<ConsumerProfilePage />, { session: session() });
    const ui = userEvent.setup({ delay: null });
    await ui.clear(field('First Name'));
    await ui.type(field('First Name'), 'A');
    expect(await screen.findByText('First name must be at least 2 characters')).toBeInTheDocument();
    await ui.clear(field('Email'));
    await ui.type(field('Email'), 'ada@');
    expect(await screen.findByText('Invalid email address')).toBeInTheDocument();
    await ui.clear(field('Phone Number'));
    await ui.type(field('Phone Number'), '0801');
    expect(await screen.findByText('Phone number must be at least 10 characters')).toBeInTheDocument();
    await ui.clear(field('Delivery Address'));
    await ui.type(field('Delivery Address'), '12');
    expect(await screen.findByText('Address must be at least 5 characters')).toBeInTheDocument();
  });

  it('saves only the changes and says so; the saved profile becomes the new start', async () => {
    const calls = stubFetch(({ body }) => ({
      status: 200,
      body: {
        user: {
          ...user,
          firstName: (body as UpdateProfileRequest).firstName,
          city: 'Lagos',
          state: 'Lagos',
          updatedAt: '2026-11-22T15:00:00.000Z',
        },
        emailChangePending: false,
      },
    }));
    const { store } = renderAt(<ConsumerProfilePage />, { session: session() });
    const ui = userEvent.setup({ delay: null });
    await ui.clear(field('First Name'));
    await ui.type(field('First Name'), 'Adaeze');
    await ui.click(await screen.findByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('Profile updated successfully!')).toBeInTheDocument();
    expect(calls[0]).toMatchObject({
      method: 'PATCH',
      path: '/me',
      body: { firstName: 'Adaeze', city: 'Lagos', state: 'Lagos' },
    });
    expect(store.getState().session.user?.firstName).toBe('Adaeze');
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Save Changes' })).not.toBeInTheDocument(),
    );
    expect(field('First Name')).toHaveValue('Adaeze');
  });

  it('warns that a new email waits for verification', async () => {
    stubFetch(() => ({
      status: 200,
      body: {
        user: { ...user, pendingEmail: 'ada.new@example.com', updatedAt: '2026-11-22T15:00:00.000Z' },
        emailChangePending: true,
      },
    }));
    renderAt(<ConsumerProfilePage />, { session: session() });
    const ui = userEvent.setup({ delay: null });
    await ui.clear(field('Email'));
    await ui.type(field('Email'), 'ada.new@example.com');
    await ui.click(await screen.findByRole('button', { name: 'Save Changes' }));
    expect(
      await screen.findByText('Profile updated, but email change requires verification'),
    ).toBeInTheDocument();
    expect(
      await screen.findByText('Your new email ada.new@example.com is waiting for verification.'),
    ).toBeInTheDocument();
    expect(field('Email')).toHaveValue('ada@example.com');
  });

  it('Cancel puts the values back', async () => {
    renderAt(<ConsumerProfilePage />, { session: session() });
    const ui = userEvent.setup({ delay: null });
    await ui.clear(field('Last Name'));
    await ui.type(field('Last Name'), 'Eze');
    await ui.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(await screen.findByText('Changes cancelled')).toBeInTheDocument();
    expect(field('Last Name')).toHaveValue('Obi');
    expect(screen.queryByRole('button', { name: 'Save Changes' })).not.toBeInTheDocument();
  });

  it("shows the server's message, else Failed to update profile", async () => {
    let status = 409;
    stubFetch(() =>
      status === 409
        ? { status, body: { statusCode: 409, message: 'An account with this email already exists' } }
        : { status },
    );
    renderAt(<ConsumerProfilePage />, { session: session() });
    const ui = userEvent.setup({ delay: null });
    await ui.clear(field('Email'));
    await ui.type(field('Email'), 'taken@example.com');
    await ui.click(await screen.findByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('An account with this email already exists')).toBeInTheDocument();
    status = 500;
    await ui.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Failed to update profile')).toBeInTheDocument();
  });
});
