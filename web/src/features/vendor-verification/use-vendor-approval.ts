import { useCurrentUser } from '../dashboards/use-current-user.js';
import { useGetVendorVerificationQuery } from './verification-api.js';

/**
 * The vendor's verification as the pages need it. The request's status is the fresh word (an admin may
 * have decided since sign-in); with no request at all, the profile's is_approved decides.
 */
export function useVendorApproval() {
  const user = useCurrentUser();
  const query = useGetVendorVerificationQuery();
  const verification = query.data;
  const approved =
    verification === undefined
      ? false
      : verification === null
        ? user?.isApproved === true
        : verification.status === 'approved';
  return { ...query, verification, approved };
}
