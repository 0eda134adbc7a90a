import { COMMON_PASSWORDS, LIMITS } from '../constants.js';
import { SIGNUP_ROLES, type SignupRole } from '../roles.js';
import type { SignupRequest } from '../api/auth.js';

/** One broken rule: the field it belongs to and the spec's message. */
export interface FieldError {
  field: string;
  message: string;
}

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const NAME_PATTERN = /^[A-Za-z\s]+$/;
const PHONE_PATTERN = /^\+?[1-9]\d*$/;

export const normalizeEmail = (email: string): string => email.trim().toLowerCase();
export const normalizePhone = (phone: string): string => phone.replace(/\s+/g, '');

export function isValidEmail(email: string): boolean {
  return EMAIL_PATTERN.test(email) && email.length >= LIMITS.emailMin && email.length <= LIMITS.emailMax;
}

/** Server-side and second-round sign-up email check (spec 1 §5). */
export function emailError(raw: unknown): string | null {
  if (typeof raw !== 'string' || raw.trim() === '') return 'Email is required';
  const email = normalizeEmail(raw);
  if (!isValidEmail(email)) return 'Invalid email format';
  return null;
}

export function passwordError(password: unknown): string | null {
  if (typeof password !== 'string' || password === '') return 'Password is required';
  if (password.length < LIMITS.passwordMin) return 'Password must be at least 8 characters long';
  if (password.length > LIMITS.passwordMax) return 'Password must not exceed 128 characters';
  if (COMMON_PASSWORDS.includes(password.toLowerCase()))
    return 'Password is too common. Please choose a more unique password.';
  if (!/[A-Z]/.test(password) || !/[a-z]/.test(password) || !/\d/.test(password))
    return 'Password must contain uppercase, lowercase, and numeric characters';
  return null;
}

export function nameError(label: string, raw: unknown): string | null {
  if (typeof raw !== 'string' || raw.trim() === '') return `${label} is required`;
  const value = raw.trim();
  if (value.length < LIMITS.nameMin) return `${label} must be at least 2 characters long`;
  if (value.length > LIMITS.nameMax) return `${label} must not exceed ${LIMITS.nameMax} characters`;
  if (!NAME_PATTERN.test(value)) return `${label} contains invalid characters`;
  return null;
}

export function phoneError(raw: unknown): string | null {
  if (typeof raw !== 'string' || raw.trim() === '') return 'Phone number is required';
  const phone = normalizePhone(raw);
  if (phone.length < LIMITS.phoneMin || phone.length > LIMITS.phoneMax || !PHONE_PATTERN.test(phone))
    return 'Invalid phone number format';
  return null;
}

function optionalTextError(label: string, raw: unknown, max: number): string | null {
  if (raw === undefined || raw === null) return null;
  if (typeof raw !== 'string') return `${label} must be text`;
  if (raw.trim().length > max) return `${label} must not exceed ${max} characters`;
  return null;
}

export function roleError(raw: unknown): string | null {
  if (raw === undefined || raw === null || raw === '') return null; // defaults to consumer
  return (SIGNUP_ROLES as readonly unknown[]).includes(raw) ? null : 'Invalid role specified';
}

/**
 * Every sign-up rule of spec 1 §5, in the order the form shows them.
 * The server answers with the first; the form shows each under its field.
 */
export function validateSignup(input: Partial<SignupRequest> & { confirmPassword?: string }): FieldError[] {
  const errors: FieldError[] = [];
  const check = (field: string, message: string | null) => {
    if (message) errors.push({ field, message });
  };
  check('firstName', nameError('First name', input.firstName));
  check('lastName', nameError('Last name', input.lastName));
  check('email', emailError(input.email));
  check('phone', phoneError(input.phone));
  check('password', passwordError(input.password));
  if (input.confirmPassword !== undefined && input.confirmPassword !== input.password)
    check('confirmPassword', "Passwords don't match");
  check('role', roleError(input.role));
  check(
    'deliveryAddress',
    optionalTextError('Delivery address', input.deliveryAddress, LIMITS.deliveryAddressMax),
  );
  check('businessName', optionalTextError('Business name', input.businessName, LIMITS.businessNameMax));
  check(
    'businessAddress',
    optionalTextError('Business address', input.businessAddress, LIMITS.businessAddressMax),
  );
  check('companyId', optionalTextError('Company ID', input.companyId, LIMITS.companyIdMax));
  if (input.acceptTerms !== true) check('acceptTerms', 'You must accept the terms and conditions');
  return errors;
}

/** The stored sign-up payload of spec 1 §3: trimmed, names joined, phone spaces removed. */
export interface NormalizedSignup {
  email: string;
  password: string;
  fullName: string;
  phoneNumber: string;
  role: SignupRole;
  deliveryAddress: string | null;
  businessName: string | null;
  businessAddress: string | null;
  companyIdCode: string | null;
  isFarmer: boolean;
}

const trimmedOrNull = (value: string | undefined | null): string | null => {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
};

export function normalizeSignup(input: SignupRequest): NormalizedSignup {
  return {
    email: normalizeEmail(input.email),
    password: input.password,
    fullName: `${input.firstName.trim()} ${input.lastName.trim()}`,
    phoneNumber: normalizePhone(input.phone),
    role: (input.role || 'consumer') as SignupRole,
    deliveryAddress: trimmedOrNull(input.deliveryAddress),
    businessName: trimmedOrNull(input.businessName),
    businessAddress: trimmedOrNull(input.businessAddress),
    companyIdCode: trimmedOrNull(input.companyId),
    isFarmer: input.isFarmer === true,
  };
}
