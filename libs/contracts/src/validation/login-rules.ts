import { LIMITS } from '../constants.js';
import { AUTH_MESSAGES } from '../messages.js';
import { isValidEmail, normalizeEmail } from './signup-rules.js';

/** Server-side login checks (spec 1 §5): the first failure's message, or null. */
export function loginServerError(email: unknown, password: unknown): string | null {
  if (typeof email !== 'string' || typeof password !== 'string' || email.trim() === '' || password === '')
    return AUTH_MESSAGES.emailPasswordRequired;
  if (!isValidEmail(normalizeEmail(email))) return AUTH_MESSAGES.invalidEmailFormat;
  if (password.length < LIMITS.passwordLoginServerMin) return AUTH_MESSAGES.loginPasswordMin;
  return null;
}

/** Login form rules (spec 1 §5). */
export function loginFormErrors(email: string, password: string): { email?: string; password?: string } {
  const errors: { email?: string; password?: string } = {};
  if (!isValidEmail(normalizeEmail(email))) errors.email = 'Invalid email address';
  if (password.length < LIMITS.passwordMin) errors.password = 'Password must be at least 8 characters';
  else if (password.length > LIMITS.passwordMax) errors.password = 'Password must not exceed 128 characters';
  return errors;
}
