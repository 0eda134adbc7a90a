/** The spec's texts (spec 1 §5, §8; spec 2 §8), used verbatim by server and web. */
export const AUTH_MESSAGES = {
  locked: (minutes: number) => `Too many failed attempts. Account locked for ${minutes} minutes.`,
  localLockToast: (minutes: number) => `Too many login attempts. Please try again in ${minutes} minutes.`,
  lockBanner: 'Account temporarily locked: Too many failed login attempts. Please try again later.',
  invalidCredentials: 'Invalid email or password',
  authUnavailable: 'Authentication service temporarily unavailable',
  registrationUnavailable: 'Registration service temporarily unavailable',
  logoutFailed: 'Logout failed',
  accountConfigError: 'Account configuration error. Please contact support.',
  emailPasswordRequired: 'Email and password are required',
  invalidEmailFormat: 'Invalid email format',
  loginPasswordMin: 'Password must be at least 6 characters',
  emailExists: 'An account with this email already exists',
  sessionExpired: 'Session expired. Please login again.',
  invalidSession: 'Invalid session. Please login again.',
  loginFailed: 'Login failed',
  signupFailed: 'Signup failed',
  loggedIn: 'Logged in successfully!',
  loggedOut: 'Logged out successfully',
  signupConsumer: 'Account created successfully! Please check your email to verify your account.',
  signupVendor:
    "Vendor account created! Your verification request has been sent to admin. You'll receive email notification once approved.",
  signupSalesManager:
    'Account created! Please wait for admin approval before you can access sales manager features.',
  salesManagerPending: 'Your account is pending approval. Please contact an administrator.',
  invalidRefreshToken: 'Invalid session. Please login again.',
  unauthorized: 'Your session has expired. Please login again.',
} as const;

export const GUARD_MESSAGES = {
  sessionExpired: 'Your session has expired. Please login again.',
  profileMissing: 'Account profile not found. Please contact support.',
  rolesRequired: (roles: string[]) => `Access denied. Required roles: ${roles.join(', ')}`,
  roleRequired: (role: string) => `Access denied. ${role} role required.`,
  salesManagerPending: 'Your sales manager account is pending approval. Please contact an administrator.',
  approvalRequired: 'Account approval required to access this area.',
  sessionValidationFailed: 'Session validation failed. Please login again.',
  adminPrivileges: 'Administrative privileges required.',
  consumerOnly: 'Access denied. Consumer access required.',
  salesManagerOnly: 'Access denied. Sales Manager access required.',
  adminOnly: 'Access denied. Admin access required.',
} as const;

export const CART_MESSAGES = {
  loginRequired: 'Please login to add items to cart',
  added: (n: number, name: string) => `Added ${n} ${name} to cart`,
  removed: 'Item removed from cart',
  synced: 'Cart synced successfully!',
} as const;

export const PROFILE_MESSAGES = {
  updated: 'Profile updated successfully!',
  emailNeedsVerification: 'Profile updated, but email change requires verification',
  cancelled: 'Changes cancelled',
  failed: 'Failed to update profile',
  firstNameMin: 'First name must be at least 2 characters',
  lastNameMin: 'Last name must be at least 2 characters',
  invalidEmail: 'Invalid email address',
  phoneMin: 'Phone number must be at least 10 characters',
  addressMin: 'Address must be at least 5 characters',
  cityMin: 'City must be at least 2 characters',
  stateMin: 'State must be at least 2 characters',
} as const;
