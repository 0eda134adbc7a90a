import { describe, expect, it } from 'vitest';
import { makeUser } from '../../test/render.js';
import {
  isProfileChanged,
  profileFieldRule,
  profileFormValues,
  profileUpdateRequest,
  type ProfileField,
} from './profile-form.js';

async function check(field: ProfileField, value: string): Promise<string | null> {
  const rule = profileFieldRule(field);
  if (typeof rule === 'function' || !rule.validator) throw new Error('expected a validator rule');
  try {
    await rule.validator({} as never, value, () => {});
    return null;
  } catch (error) {
    return (error as Error).message;
  }
}

describe('profile form values', () => {
  it('starts from the profile, with Lagos for an empty city or state', () => {
    const user = makeUser({ city: '', state: '  ', deliveryAddress: null });
    expect(profileFormValues(user)).toEqual({
      firstName: 'Ada',
      lastName: 'Obi',
      email: 'ada@example.com',
      phone: '+2348012345678',
      address: '',
      city: 'Lagos',
      state: 'Lagos',
    });
  });

  it('is changed only when a field really differs (spaces and email case do not count)', () => {
    const initial = profileFormValues(makeUser());
    expect(isProfileChanged(initial, { ...initial })).toBe(false);
    expect(isProfileChanged(initial, { ...initial, firstName: 'Ada ' })).toBe(false);
    expect(isProfileChanged(initial, { ...initial, email: 'ADA@example.com' })).toBe(false);
    expect(isProfileChanged(initial, { ...initial, city: 'Abuja' })).toBe(true);
    expect(isProfileChanged(initial, { ...initial, phone: '' })).toBe(true);
  });

  it('sends only the changed fields, trimmed, plus the Lagos defaults not yet stored', () => {
    const user = makeUser({ city: '', state: 'Enugu' });
    const values = { ...profileFormValues(user), firstName: ' Adaeze ', phone: '+2348099999999' };
    expect(profileUpdateRequest(user, values)).toEqual({
      firstName: 'Adaeze',
      phone: '+2348099999999',
      city: 'Lagos',
    });
    expect(profileUpdateRequest(makeUser(), profileFormValues(makeUser()))).toEqual({});
  });
});

describe('profile field rules (spec 2 §5)', () => {
  it.each([
    ['firstName', 'A', 'First name must be at least 2 characters'],
    ['lastName', ' O ', 'Last name must be at least 2 characters'],
    ['email', 'ada@', 'Invalid email address'],
    ['phone', '080123', 'Phone number must be at least 10 characters'],
    ['address', '12 M', 'Address must be at least 5 characters'],
    ['city', 'L', 'City must be at least 2 characters'],
    ['state', '', 'State must be at least 2 characters'],
  ] as const)('%s "%s" → %s', async (field, value, message) => {
    expect(await check(field, value)).toBe(message);
  });

  it.each([
    ['firstName', 'Ada'],
    ['email', 'ada@example.com'],
    ['phone', '08012345678'],
    ['address', '12 Market Road'],
    ['city', 'Lagos'],
  ] as const)('accepts %s "%s"', async (field, value) => {
    expect(await check(field, value)).toBeNull();
  });
});
