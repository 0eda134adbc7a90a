import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { makeUser, renderAt, signedOutSession } from '../../test/render.js';
import { AppHeader } from './AppHeader.js';

/** The header's account corner (outside the phone-only drawer). */
const accountCorner = () => document.querySelector('.ihe-header-actions')!;

describe('the header’s account corner', () => {
  it('offers Login to a guest', () => {
    renderAt(<AppHeader />, { path: '/shop', session: signedOutSession });
    expect(accountCorner()).toHaveTextContent('Login');
  });

  it('keeps the stored profile’s place while its session is checked', () => {
    renderAt(<AppHeader />, {
      session: { status: 'checking', user: makeUser(), tokens: null, endReason: null },
    });
    expect(accountCorner()).not.toHaveTextContent(/Login|Logout/);
  });

  it('waits, with neither Login nor Logout, while a session is checked before its profile is known', () => {
    renderAt(<AppHeader />, { session: { status: 'checking', user: null, tokens: null, endReason: null } });
    expect(screen.getByRole('img', { name: 'Loading account menu' })).toBeInTheDocument();
    expect(accountCorner()).not.toHaveTextContent(/Login|Logout/);
  });

  it('offers Logout to a session confirmed without a profile', () => {
    renderAt(<AppHeader />, { session: { status: 'signedIn', user: null, tokens: null, endReason: null } });
    expect(screen.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
  });
});
