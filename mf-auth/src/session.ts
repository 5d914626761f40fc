import { toast, type User, type UserType, useAuthStore } from '@basera/shared';
import { useNavigate } from '@basera/shared/router';

/** What sign-in and sign-up answer with (spec 01). */
export interface SessionResponse {
  status: boolean;
  message?: string;
  token: string;
  user: User;
  user_type: UserType;
}

/**
 * After a sign-in or sign-up: keeps the session, closes the modal, goes to /myaccount and toasts the server's
 * message (or `fallback`).
 */
export function useStartSession(onDone: () => void) {
  const navigate = useNavigate();
  const setSession = useAuthStore((state) => state.setSession);
  return (response: SessionResponse, fallback: string) => {
    setSession({ token: response.token, user: response.user, usertype: response.user_type });
    onDone();
    navigate('/myaccount');
    toast.success(response.message || fallback);
  };
}
