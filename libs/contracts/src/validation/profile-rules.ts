import { LIMITS } from '../constants.js';
import { PROFILE_MESSAGES } from '../messages.js';
import type { UpdateProfileRequest } from '../api/auth.js';
import { isValidEmail, normalizeEmail, type FieldError } from './signup-rules.js';

/** Consumer profile rules (spec 2 §5); only the fields present are checked. */
export function validateProfileUpdate(input: UpdateProfileRequest): FieldError[] {
  const errors: FieldError[] = [];
  const min = (field: keyof UpdateProfileRequest, length: number, message: string) => {
    const value = input[field];
    if (value !== undefined && (typeof value !== 'string' || value.trim().length < length))
      errors.push({ field, message });
  };
  min('firstName', 2, PROFILE_MESSAGES.firstNameMin);
  min('lastName', 2, PROFILE_MESSAGES.lastNameMin);
  if (
    input.email !== undefined &&
    (typeof input.email !== 'string' || !isValidEmail(normalizeEmail(input.email)))
  )
    errors.push({ field: 'email', message: PROFILE_MESSAGES.invalidEmail });
  min('phone', 10, PROFILE_MESSAGES.phoneMin);
  min('address', 5, PROFILE_MESSAGES.addressMin);
  min('city', 2, PROFILE_MESSAGES.cityMin);
  min('state', 2, PROFILE_MESSAGES.stateMin);
  const max = (field: keyof UpdateProfileRequest, label: string, length: number) => {
    const value = input[field];
    if (typeof value === 'string' && value.trim().length > length)
      errors.push({ field, message: `${label} must not exceed ${length} characters` });
  };
  max('firstName', 'First name', LIMITS.nameMax);
  max('lastName', 'Last name', LIMITS.nameMax);
  max('email', 'Email', LIMITS.emailMax);
  max('phone', 'Phone number', LIMITS.phoneMax);
  max('address', 'Address', LIMITS.deliveryAddressMax);
  max('city', 'City', LIMITS.nameMax);
  max('state', 'State', LIMITS.nameMax);
  max('businessName', 'Business name', LIMITS.businessNameMax);
  max('businessAddress', 'Business address', LIMITS.businessAddressMax);
  return errors;
}
