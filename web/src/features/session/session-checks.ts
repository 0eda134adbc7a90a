import type { AppThunk } from '../../app/store.js';
import { describeApiError } from '../../app/api-error.js';
import { meApi } from './me-api.js';
import { profileLoaded } from './session-slice.js';

export type IntegrityOutcome = 'valid' | 'invalid' | 'unknown';

/** GET /me: valid (profile refreshed), invalid (the server refused the session) or unknown (unreachable). */
export const checkSessionIntegrity =
  (): AppThunk<Promise<IntegrityOutcome>> => async (dispatch, getState) => {
    const result = await dispatch(
      meApi.endpoints.getMe.initiate(undefined, { subscribe: false, forceRefetch: true }),
    );
    const { status } = getState().session;
    if (result.data) {
      if (status === 'signedIn' || status === 'checking') dispatch(profileLoaded(result.data));
      return 'valid';
    }
    const httpStatus = describeApiError(result.error).status;
    return httpStatus === 401 || httpStatus === 403 || httpStatus === 404 ? 'invalid' : 'unknown';
  };
