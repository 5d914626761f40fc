import { PageLoading, RemoteSection, useAuthStore } from '@basera/shared';
import { OPERATOR_USER_TYPE } from '@basera/shared/rules';
import type { ReactNode } from 'react';
import { OPERATOR_LOGIN_MODULE } from './routes';

/** Whether the page's session is an operator's (usertype 'Admin'). */
export const useIsOperator = () =>
  useAuthStore((state) => Boolean(state.token) && state.usertype === OPERATOR_USER_TYPE);

/**
 * The console's gate (client side only: the API refuses every admin call without the role). An operator gets
 * the console; anyone else, signed in or not, the operator sign-in in its place, so the console's remote is
 * never requested for them. A sign-in there stores the session and the console replaces it at once; a session
 * that ends (logout, a 401 after 30 minutes idle) brings the sign-in back.
 */
export function RequireOperator({ children }: { children: ReactNode }) {
  const isOperator = useIsOperator();
  if (!isOperator) return <RemoteSection module={OPERATOR_LOGIN_MODULE} fallback={<PageLoading />} />;
  return children;
}
