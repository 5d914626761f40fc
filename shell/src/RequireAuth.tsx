import { openModalBox, useAuthStore } from '@basera/shared';
import { Navigate } from '@basera/shared/router';
import { type ReactNode, useEffect } from 'react';

/**
 * Client-side convenience only (the API enforces access): without a token, go home and open the login box
 * in "post" mode.
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  const token = useAuthStore((state) => state.token);
  useEffect(() => {
    if (!token) openModalBox('post');
  }, [token]);
  if (!token) return <Navigate to="/" replace />;
  return children;
}
