import { describe, expect, it } from '@jest/globals';
import { loginFormErrors, loginServerError } from './login-rules.js';

describe('login server checks (spec 1 §5)', () => {
  it.each([
    [undefined, 'Secret123', 'Email and password are required'],
    ['ada@farm.ng', undefined, 'Email and password are required'],
    ['', '', 'Email and password are required'],
    ['   ', 'Secret123', 'Email and password are required'],
    [42, 'Secret123', 'Email and password are required'],
    ['ada-at-farm', 'Secret123', 'Invalid email format'],
    ['ada@farm.ng', '12345', 'Password must be at least 6 characters'],
  ])('%j / %j → %s', (email, password, message) => {
    expect(loginServerError(email, password)).toBe(message);
  });

  it('accepts a trimmed, upper-case email and a 6-character password', () => {
    expect(loginServerError('  ADA@Farm.ng ', '123456')).toBeNull();
  });
});

describe('login form rules', () => {
  it('gives the form messages', () => {
    expect(loginFormErrors('nope', 'short')).toEqual({
      email: 'Invalid email address',
      password: 'Password must be at least 8 characters',
    });
    expect(loginFormErrors('ada@farm.ng', 'x'.repeat(129))).toEqual({
      password: 'Password must not exceed 128 characters',
    });
    expect(loginFormErrors('ada@farm.ng', 'Harvest2026')).toEqual({});
  });
});
