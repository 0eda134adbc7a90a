import { describe, expect, it } from '@jest/globals';
import { normalizeSignup, validateSignup } from './signup-rules.js';
import type { SignupRequest } from '../api/auth.js';

const valid: SignupRequest & { confirmPassword?: string } = {
  email: 'ada@farm.ng',
  password: 'Harvest2026',
  firstName: 'Ada',
  lastName: 'Okafor',
  phone: '+2348031234567',
  role: 'consumer',
  acceptTerms: true,
};

const firstError = (patch: Record<string, unknown>) => validateSignup({ ...valid, ...patch } as never)[0];

describe('sign-up rules (spec 1 §5)', () => {
  it('accepts a valid consumer', () => {
    expect(validateSignup(valid)).toEqual([]);
  });

  it.each([
    [{ email: '' }, 'email', 'Email is required'],
    [{ email: 'not-an-email' }, 'email', 'Invalid email format'],
    [{ email: 'a@b' }, 'email', 'Invalid email format'],
    [{ email: `${'a'.repeat(96)}@x.ng` }, 'email', 'Invalid email format'],
    [{ password: 'Ab1' }, 'password', 'Password must be at least 8 characters long'],
    [{ password: `Ab1${'x'.repeat(126)}` }, 'password', 'Password must not exceed 128 characters'],
    [
      { password: 'harvest2026' },
      'password',
      'Password must contain uppercase, lowercase, and numeric characters',
    ],
    [
      { password: 'HARVEST2026' },
      'password',
      'Password must contain uppercase, lowercase, and numeric characters',
    ],
    [
      { password: 'HarvestTime' },
      'password',
      'Password must contain uppercase, lowercase, and numeric characters',
    ],
    [
      { password: 'Password123' },
      'password',
      'Password is too common. Please choose a more unique password.',
    ],
    [{ password: 'password1' }, 'password', 'Password is too common. Please choose a more unique password.'],
    [{ confirmPassword: 'Different1' }, 'confirmPassword', "Passwords don't match"],
    [{ firstName: '' }, 'firstName', 'First name is required'],
    [{ firstName: 'A' }, 'firstName', 'First name must be at least 2 characters long'],
    [{ firstName: 'A'.repeat(51) }, 'firstName', 'First name must not exceed 50 characters'],
    [{ firstName: 'Ad4' }, 'firstName', 'First name contains invalid characters'],
    [{ lastName: 'O' }, 'lastName', 'Last name must be at least 2 characters long'],
    [{ lastName: 'Ok@for' }, 'lastName', 'Last name contains invalid characters'],
    [{ phone: '' }, 'phone', 'Phone number is required'],
    [{ phone: '08031234567' }, 'phone', 'Invalid phone number format'],
    [{ phone: '+23480' }, 'phone', 'Invalid phone number format'],
    [{ phone: '+2348031234567890' }, 'phone', 'Invalid phone number format'],
    [{ phone: '23480312345ab' }, 'phone', 'Invalid phone number format'],
    [{ role: 'admin' }, 'role', 'Invalid role specified'],
    [{ role: 'farmer' }, 'role', 'Invalid role specified'],
    [
      { deliveryAddress: 'x'.repeat(201) },
      'deliveryAddress',
      'Delivery address must not exceed 200 characters',
    ],
    [{ businessName: 'x'.repeat(101) }, 'businessName', 'Business name must not exceed 100 characters'],
    [
      { businessAddress: 'x'.repeat(201) },
      'businessAddress',
      'Business address must not exceed 200 characters',
    ],
    [{ companyId: 'x'.repeat(51) }, 'companyId', 'Company ID must not exceed 50 characters'],
    [{ acceptTerms: false }, 'acceptTerms', 'You must accept the terms and conditions'],
    [{ acceptTerms: undefined }, 'acceptTerms', 'You must accept the terms and conditions'],
  ])('%j → %s: %s', (patch, field, message) => {
    expect(firstError(patch)).toEqual({ field, message });
  });

  it('accepts the limits themselves', () => {
    expect(
      validateSignup({
        ...valid,
        firstName: 'A'.repeat(50),
        phone: '1234567890',
        password: `Ab1${'x'.repeat(125)}`,
        deliveryAddress: 'x'.repeat(200),
      }),
    ).toEqual([]);
  });

  it('allows spaces in names and phone numbers (spaces are removed from phones)', () => {
    expect(validateSignup({ ...valid, firstName: 'Mary Jane', phone: '+234 803 123 4567' })).toEqual([]);
  });

  it('defaults the role to consumer', () => {
    expect(validateSignup({ ...valid, role: undefined })).toEqual([]);
    expect(normalizeSignup({ ...valid, role: undefined }).role).toBe('consumer');
  });

  it('normalises the payload: trimmed, lowercased email, joined full name, phone without spaces', () => {
    const data = normalizeSignup({
      ...valid,
      email: '  Ada@Farm.NG ',
      firstName: ' Ada ',
      lastName: ' Okafor ',
      phone: '+234 803 123 4567',
      role: 'vendor',
      businessName: '  Okafor Farms ',
      businessAddress: '',
      isFarmer: true,
    });
    expect(data).toMatchObject({
      email: 'ada@farm.ng',
      fullName: 'Ada Okafor',
      phoneNumber: '+2348031234567',
      role: 'vendor',
      businessName: 'Okafor Farms',
      businessAddress: null,
      isFarmer: true,
    });
  });
});
