import type { Role, SignupRole } from '../roles.js';

/** POST /api/v1/auth/signup body (docs/architecture.md). */
export interface SignupRequest {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  phone: string;
  role?: SignupRole;
  deliveryAddress?: string;
  businessName?: string;
  businessAddress?: string;
  companyId?: string;
  isFarmer?: boolean;
  acceptTerms: boolean;
}

export interface LoginRequest {
  email: string;
  password: string;
}

/** A profile as the API returns it (spec 1 §3, camelCase). */
export interface UserProfile {
  id: string;
  email: string;
  fullName: string;
  firstName: string;
  lastName: string;
  phoneNumber: string;
  role: Role;
  deliveryAddress: string | null;
  city: string;
  state: string;
  businessName: string | null;
  businessAddress: string | null;
  companyIdCode: string | null;
  isFarmer: boolean;
  /** true approved, false not approved / rejected, null pending (sales managers). */
  isApproved: boolean | null;
  isActive: boolean;
  emailVerified: boolean;
  /** Set when an email change waits for verification. */
  pendingEmail: string | null;
  createdAt: string;
  lastLogin: string | null;
  updatedAt: string;
}

export interface SignupResponse {
  user: UserProfile;
  message: string;
}

export interface SessionTokens {
  accessToken: string;
  refreshToken: string;
  /** ISO time the access token expires. */
  expiresAt: string;
}

export interface LoginResponse extends SessionTokens {
  user: UserProfile;
}

export interface RefreshRequest {
  /** Non-browser clients; the web app sends nothing here: its refresh token is an HttpOnly cookie. */
  refreshToken?: string;
}

/** 401 / 429 login answers add how many attempts remain before the lock. */
export interface LoginErrorBody {
  statusCode: number;
  message: string;
  attemptsRemaining?: number;
  lockedForMinutes?: number;
}

/** PATCH /api/v1/me (spec 2 §5 consumer profile). */
export interface UpdateProfileRequest {
  firstName?: string;
  lastName?: string;
  email?: string;
  phone?: string;
  address?: string;
  city?: string;
  state?: string;
  businessName?: string;
  businessAddress?: string;
}

export interface UpdateProfileResponse {
  user: UserProfile;
  emailChangePending: boolean;
}

export interface ApiError {
  statusCode: number;
  message: string;
}

/** Claims of an access token. */
export interface AccessTokenClaims {
  sub: string;
  role: Role;
  email: string;
  approved: boolean | null;
  sid: string;
}
