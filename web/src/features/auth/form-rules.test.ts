import { describe, expect, it } from 'vitest';
import { isLoginFormValid, loginEmailError, loginPasswordError } from './login-form-rules.js';
import {
  buildSignupRequest,
  isSignupFormValid,
  secondRoundErrors,
  signupFieldError,
  type SignupFormValues,
} from './signup-form-rules.js';

describe('login form rules', () => {
  it('uses the spec messages', () => {
    expect(loginEmailError('')).toBe('Email is required');
    expect(loginEmailError('not-an-email')).toBe('Invalid email address');
    expect(loginEmailError('ada@example.com')).toBeNull();
    expect(loginPasswordError('')).toBe('Password is required');
    expect(loginPasswordError('short')).toBe('Password must be at least 8 characters');
    expect(loginPasswordError('x'.repeat(129))).toBe('Password must not exceed 128 characters');
    expect(loginPasswordError('longenough')).toBeNull();
  });

  it('is valid only when both fields pass', () => {
    expect(isLoginFormValid({ email: 'ada@example.com', password: 'longenough' })).toBe(true);
    expect(isLoginFormValid({ email: 'ada@example.com', password: 'short' })).toBe(false);
    expect(isLoginFormValid({})).toBe(false);
  });
});

const valid: SignupFormValues = {
  firstName: 'Ada',
  lastName: 'Obi',
  email: 'Ada@Example.com ',
  phone: '+234 801 234 5678',
  password: 'Harvest2026',
  confirmPassword: 'Harvest2026',
  role: 'consumer',
  deliveryAddress: ' 12 Market Road ',
  acceptTerms: true,
};

describe('sign-up form rules', () => {
  it('accepts a complete consumer form', () => {
    expect(isSignupFormValid(valid)).toBe(true);
    expect(secondRoundErrors(valid)).toEqual([]);
  });

  it.each([
    ['firstName', { firstName: 'A' }, 'First name must be at least 2 characters long'],
    ['firstName', { firstName: 'Ada1' }, 'First name contains invalid characters'],
    ['lastName', { lastName: '' }, 'Last name is required'],
    ['email', { email: 'ada@' }, 'Invalid email address'],
    ['email', { email: '' }, 'Email is required'],
    ['phone', { phone: '08012345678' }, 'Invalid phone number format'],
    ['phone', { phone: '+234801' }, 'Invalid phone number format'],
    ['password', { password: 'Short1' }, 'Password must be at least 8 characters'],
    [
      'password',
      { password: 'password123' },
      'Password is too common. Please choose a more unique password.',
    ],
    [
      'password',
      { password: 'alllowercase1' },
      'Password must contain uppercase, lowercase, and numeric characters',
    ],
    ['confirmPassword', { confirmPassword: 'Harvest2027' }, "Passwords don't match"],
    ['acceptTerms', { acceptTerms: false }, 'You must accept the terms and conditions'],
    [
      'deliveryAddress',
      { deliveryAddress: 'x'.repeat(201) },
      'Delivery address must not exceed 200 characters',
    ],
  ] as const)('%s: %s → %s', (field, change, message) => {
    const values = { ...valid, ...change };
    expect(signupFieldError(field, values)).toBe(message);
    expect(isSignupFormValid(values)).toBe(false);
  });

  it('checks only the chosen role’s fields', () => {
    const vendor = {
      ...valid,
      role: 'vendor' as const,
      deliveryAddress: 'x'.repeat(300),
      businessName: 'Obi Farms',
    };
    expect(isSignupFormValid(vendor)).toBe(true);
    expect(isSignupFormValid({ ...vendor, businessName: 'x'.repeat(101) })).toBe(false);
    expect(
      signupFieldError('companyId', { ...valid, role: 'sales_manager', companyId: 'x'.repeat(51) }),
    ).toBe('Company ID must not exceed 50 characters');
  });

  it('builds a trimmed, normalised request with only the role’s fields', () => {
    expect(buildSignupRequest({ ...valid, businessName: 'ignored' })).toEqual({
      email: 'ada@example.com',
      password: 'Harvest2026',
      firstName: 'Ada',
      lastName: 'Obi',
      phone: '+2348012345678',
      role: 'consumer',
      deliveryAddress: '12 Market Road',
      acceptTerms: true,
    });
    expect(
      buildSignupRequest({ ...valid, role: 'vendor', businessName: ' Obi Farms ', isFarmer: true }),
    ).toMatchObject({
      role: 'vendor',
      businessName: 'Obi Farms',
      isFarmer: true,
    });
  });

  it('second round reports the server-style first error', () => {
    expect(secondRoundErrors({ ...valid, email: '' })[0]?.message).toBe('Email is required');
    expect(secondRoundErrors({ ...valid, phone: '' })[0]?.message).toBe('Phone number is required');
  });
});
