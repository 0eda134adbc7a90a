import type { AccessTokenClaims } from '@ihe/contracts';

export interface CustomerContact {
  name: string;
  email: string;
  phone: string | null;
}

/** A customers row (possibly absent) as selected by its readers. */
export interface CustomerRow {
  full_name: string | null;
  email: string | null;
  phone_number: string | null;
}

/**
 * Who is buying, for the order and its order.placed: the projection's name, email and phone; until
 * identity's events have arrived, the token's email (and the email as the name) stand in.
 */
export function customerContact(
  user: AccessTokenClaims,
  row: CustomerRow | null | undefined,
): CustomerContact {
  const email = row?.email || user.email;
  return { name: row?.full_name?.trim() || email, email, phone: row?.phone_number || null };
}
