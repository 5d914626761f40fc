// The shell's handle on its auth store (shell/src/bootstrap.tsx), used by the cross-remote tests.
interface BaseraUser {
  id: number;
  fname: string;
  lname: string;
  email: string;
  phone: string;
  created_at: string;
}

interface BaseraAuthState {
  token: string | null;
  user: BaseraUser | null;
  setSession(session: { token: string; user: BaseraUser; usertype: 'Customer' | 'Lister' }): void;
  setUser(user: BaseraUser): void;
  logout(): void;
}

interface Window {
  basera?: { auth: { getState(): BaseraAuthState } };
}
