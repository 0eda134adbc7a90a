import type { AppThunk } from '../../app/store.js';
import { describeApiError } from '../../app/api-error.js';
import { meApi } from './me-api.js';
import { profileLoaded, signedOut } from './session-slice.js';

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

/**
 * The start-up check of stored tokens (spec 1 §4). A refused session ends with "Invalid
 * session"; a missing profile row with the account configuration error. When the server
 * cannot be reached the stored profile is kept: on a weak mobile network a reload must not
 * sign people out.
 */
export const verifyStoredSession = (): AppThunk<Promise<void>> => async (dispatch, getState) => {
  const result = await dispatch(
    meApi.endpoints.getMe.initiate(undefined, { subscribe: false, forceRefetch: true }),
  );
  const { status, user } = getState().session;
  if (status !== 'checking') return; // the base query already ended it
  if (result.data) {
    dispatch(profileLoaded(result.data));
    return;
  }
  const httpStatus = describeApiError(result.error).status;
  if (httpStatus === 404) dispatch(signedOut({ reason: 'misconfigured' }));
  else if (httpStatus === 401 || httpStatus === 403) dispatch(signedOut({ reason: 'invalid' }));
  else dispatch(profileLoaded(user));
};
