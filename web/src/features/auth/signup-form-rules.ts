import {
  isValidEmail,
  loginFormErrors,
  normalizeEmail,
  normalizePhone,
  passwordError,
  validateSignup,
  type FieldError,
  type SignupRequest,
  type SignupRole,
} from '@ihe/contracts';

/** The Sign Up form's values, including the form-only fields of spec 1 §3. */
export interface SignupFormValues {
  firstName?: string;
  lastName?: string;
  email?: string;
  phone?: string;
  password?: string;
  confirmPassword?: string;
  role?: SignupRole;
  deliveryAddress?: string;
  businessName?: string;
  businessAddress?: string;
  companyId?: string;
  isFarmer?: boolean;
  acceptTerms?: boolean;
}

export type SignupField = keyof SignupFormValues;

const optional = (value: string | undefined) => (value?.trim() ? value.trim() : undefined);

/** The request the form sends: trimmed, normalised, and only the chosen role's fields. */
export function buildSignupRequest(values: SignupFormValues): SignupRequest {
  const role = values.role ?? 'consumer';
  return {
    email: normalizeEmail(values.email ?? ''),
    password: values.password ?? '',
    firstName: (values.firstName ?? '').trim(),
    lastName: (values.lastName ?? '').trim(),
    phone: normalizePhone(values.phone ?? ''),
    role,
    ...(role === 'consumer' ? { deliveryAddress: optional(values.deliveryAddress) } : {}),
    ...(role === 'vendor'
      ? {
          businessName: optional(values.businessName),
          businessAddress: optional(values.businessAddress),
          isFarmer: values.isFarmer === true,
        }
      : {}),
    ...(role === 'sales_manager' ? { companyId: optional(values.companyId) } : {}),
    acceptTerms: values.acceptTerms === true,
  };
}

/**
 * The message shown under one field as the user types. Email and password length use the
 * form's wording (spec 1 §5 "Email rules as login"); the rest are the contract's sign-up rules.
 */
export function signupFieldError(field: SignupField, values: SignupFormValues): string | null {
  switch (field) {
    case 'email': {
      const email = values.email ?? '';
      if (!email.trim()) return 'Email is required';
      return isValidEmail(normalizeEmail(email)) ? null : 'Invalid email address';
    }
    case 'password': {
      const password = values.password ?? '';
      if (!password) return 'Password is required';
      return loginFormErrors('valid@example.com', password).password ?? passwordError(password);
    }
    case 'confirmPassword':
      if (!values.confirmPassword) return 'Please confirm your password';
      return values.confirmPassword === values.password ? null : "Passwords don't match";
    case 'acceptTerms':
      return values.acceptTerms === true ? null : 'You must accept the terms and conditions';
    default:
      return (
        validateSignup({ ...buildSignupRequest(values), confirmPassword: values.confirmPassword }).find(
          (error) => error.field === field,
        )?.message ?? null
      );
  }
}

const FIELDS_BY_ROLE: Record<SignupRole, SignupField[]> = {
  consumer: ['deliveryAddress'],
  vendor: ['businessName', 'businessAddress'],
  sales_manager: ['companyId'],
};

const COMMON_FIELDS: SignupField[] = [
  'firstName',
  'lastName',
  'email',
  'phone',
  'password',
  'confirmPassword',
  'role',
];

/** Submit is enabled only when every shown field passes and the terms are accepted. */
export function isSignupFormValid(values: SignupFormValues): boolean {
  const fields = [...COMMON_FIELDS, ...FIELDS_BY_ROLE[values.role ?? 'consumer'], 'acceptTerms' as const];
  return fields.every((field) => signupFieldError(field, values) === null);
}

/** The second round of checks (spec 1 §5): the contract's full rule set; its first error becomes a toast. */
export function secondRoundErrors(values: SignupFormValues): FieldError[] {
  return validateSignup({ ...buildSignupRequest(values), confirmPassword: values.confirmPassword ?? '' });
}
