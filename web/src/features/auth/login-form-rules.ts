import { loginFormErrors } from '@ihe/contracts';

/** The login form's rules (spec 1 §5), with the contract's messages. */
export interface LoginFormValues {
  email?: string;
  password?: string;
}

export function loginEmailError(email: string | undefined): string | null {
  if (!email?.trim()) return 'Email is required';
  return loginFormErrors(email, 'x'.repeat(8)).email ?? null;
}

export function loginPasswordError(password: string | undefined): string | null {
  if (!password) return 'Password is required';
  return loginFormErrors('valid@example.com', password).password ?? null;
}

export function isLoginFormValid(values: LoginFormValues): boolean {
  return loginEmailError(values.email) === null && loginPasswordError(values.password) === null;
}
