import { describe, expect, it } from '@jest/globals';
import { validateProfileUpdate } from './profile-rules.js';

describe('consumer profile rules (spec 2 §5)', () => {
  it.each([
    [{ firstName: 'A' }, 'First name must be at least 2 characters'],
    [{ lastName: ' B ' }, 'Last name must be at least 2 characters'],
    [{ email: 'nope' }, 'Invalid email address'],
    [{ phone: '080312' }, 'Phone number must be at least 10 characters'],
    [{ address: 'Ikej' }, 'Address must be at least 5 characters'],
    [{ city: 'L' }, 'City must be at least 2 characters'],
    [{ state: '' }, 'State must be at least 2 characters'],
    [{ address: 'x'.repeat(201) }, 'Address must not exceed 200 characters'],
  ])('%j → %s', (input, message) => {
    expect(validateProfileUpdate(input)[0]?.message).toBe(message);
  });

  it('checks only the fields sent', () => {
    expect(validateProfileUpdate({})).toEqual([]);
    expect(validateProfileUpdate({ city: 'Ibadan', state: 'Oyo', phone: '08031234567' })).toEqual([]);
  });
});
