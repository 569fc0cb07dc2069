import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '../lib/paths.ts';

/** Back to the previous page, or home when the app was opened on this page directly. */
export function useGoBack(): () => void {
  const navigate = useNavigate();
  const location = useLocation();
  // React Router gives the first entry of a session the key 'default'.
  const hasHistory = location.key !== 'default';
  return useCallback(() => {
    if (hasHistory) navigate(-1);
    else navigate(paths.home);
  }, [hasHistory, navigate]);
}
