import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAppDispatch } from '../../app/hooks.js';
import { logout } from './logout.js';

/** Logout from the UI: end the session (toast "Logged out successfully"), then go home. */
export function useLogout(): () => Promise<void> {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  return useCallback(async () => {
    await dispatch(logout());
    navigate('/', { replace: true });
  }, [dispatch, navigate]);
}
