import type { FormRule } from 'antd';
import { validateProfileUpdate, type UpdateProfileRequest, type UserProfile } from '@ihe/contracts';
import { ruleFrom } from '../../components/form-rule.js';

export interface ProfileFormValues {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  address: string;
  city: string;
  state: string;
}

export type ProfileField = keyof ProfileFormValues;

export const PROFILE_FIELDS: readonly ProfileField[] = [
  'firstName',
  'lastName',
  'email',
  'phone',
  'address',
  'city',
  'state',
];

/** Default city and state of a consumer profile (spec 2 §9). */
export const DEFAULT_CITY = 'Lagos';
export const DEFAULT_STATE = 'Lagos';

/** The form's starting values: the stored profile, with Lagos where city or state is empty. */
export function profileFormValues(user: UserProfile): ProfileFormValues {
  return {
    firstName: user.firstName ?? '',
    lastName: user.lastName ?? '',
    email: user.email ?? '',
    phone: user.phoneNumber ?? '',
    address: user.deliveryAddress ?? '',
    city: user.city?.trim() || DEFAULT_CITY,
    state: user.state?.trim() || DEFAULT_STATE,
  };
}

const same = (field: ProfileField, a: string | undefined, b: string | undefined) => {
  const left = (a ?? '').trim();
  const right = (b ?? '').trim();
  return field === 'email' ? left.toLowerCase() === right.toLowerCase() : left === right;
};

/** Save and Cancel show only when this is true (spec 2 §2): some field differs from where it started. */
export function isProfileChanged(initial: ProfileFormValues, current: Partial<ProfileFormValues>): boolean {
  return PROFILE_FIELDS.some((field) => !same(field, initial[field], current[field]));
}

/**
 * PATCH /me body: the fields that differ from what is stored (trimmed). City and state also go when
 * the form shows the Lagos default for an empty stored value, so the default is saved with the rest.
 */
export function profileUpdateRequest(user: UserProfile, values: ProfileFormValues): UpdateProfileRequest {
  const stored: ProfileFormValues = {
    firstName: user.firstName ?? '',
    lastName: user.lastName ?? '',
    email: user.email ?? '',
    phone: user.phoneNumber ?? '',
    address: user.deliveryAddress ?? '',
    city: user.city ?? '',
    state: user.state ?? '',
  };
  const request: UpdateProfileRequest = {};
  for (const field of PROFILE_FIELDS)
    if (!same(field, stored[field], values[field])) request[field] = values[field].trim();
  return request;
}

/** The antd rule of one field: spec 2 §5 through the shared validateProfileUpdate, so web and server agree. */
export function profileFieldRule(field: ProfileField): FormRule {
  return ruleFrom<string | undefined>(
    (value) =>
      validateProfileUpdate({ [field]: value ?? '' }).find((error) => error.field === field)?.message ?? null,
  );
}
