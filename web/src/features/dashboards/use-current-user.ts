import type { UserProfile } from '@ihe/contracts';
import { useAppSelector } from '../../app/hooks.js';

/**
 * The signed-in user inside a guarded area. The guard has required a profile; null only for
 * the moment between a logout and the guard's redirect, when pages render nothing.
 */
export function useCurrentUser(): UserProfile | null {
  return useAppSelector((state) => state.session.user);
}
