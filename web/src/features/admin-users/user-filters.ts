import { ROLES, type Role } from '@ihe/contracts';

/** The `role` of the URL when it is a real role, else null (all roles). */
export function parseRoleFilter(value: string | null): Role | null {
  return (ROLES as readonly string[]).includes(value ?? '') ? (value as Role) : null;
}

/** The query string with the role set (or removed for all roles), the rest kept. */
export function withRoleFilter(previous: URLSearchParams, role: Role | null): URLSearchParams {
  const next = new URLSearchParams(previous);
  if (role) next.set('role', role);
  else next.delete('role');
  return next;
}
