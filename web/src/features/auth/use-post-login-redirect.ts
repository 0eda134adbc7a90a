import { useCallback, useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { SESSION } from '@ihe/contracts';
import { safeRedirectTarget } from './redirect-target.js';

/** The target of `redirect` (default /), and a function that goes there after the spec's 100 ms. */
export function usePostLoginRedirect(): { target: string; goToTarget: () => void } {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const target = safeRedirectTarget(params.get('redirect'));
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const goToTarget = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => navigate(target, { replace: true }), SESSION.redirectAfterLoginMs);
  }, [navigate, target]);
  return { target, goToTarget };
}
