import { type LoginIntent, toast, type User, type UserType, useAuthStore } from '@basera/shared';
import { useNavigate } from '@basera/shared/router';
import { DASHBOARD_PATH } from '@basera/shared/rules';

/** What sign-in and sign-up answer with (spec 01). */
export interface SessionResponse {
  status: boolean;
  message?: string;
  token: string;
  user: User;
  user_type: UserType;
}

/**
 * After a sign-in or sign-up: keeps the session, closes the modal and toasts the server's message (or
 * `fallback`). Opened from the header, it goes to /myaccount (spec 01), a Lister to their dashboard (issue 30:
 * what needs doing today); opened from an action (`intent`), it finishes that action where the user is instead:
 * the heart saves its place, a guarded page opens.
 */
export function useStartSession(onDone: () => void, intent: LoginIntent | null) {
  const navigate = useNavigate();
  const setSession = useAuthStore((state) => state.setSession);
  return (response: SessionResponse, fallback: string) => {
    setSession({ token: response.token, user: response.user, usertype: response.user_type });
    onDone();
    if (!intent) navigate(response.user_type === 'Lister' ? DASHBOARD_PATH : '/myaccount');
    else if (intent.to) navigate(intent.to);
    intent?.resume?.(response.user_type);
    toast.success(response.message || fallback);
  };
}
